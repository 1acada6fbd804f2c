"""The statement scan reuses the previous text's scan around an edit; it must always say
what a scan from scratch says (statement starts and the guard's shape), whatever the edit:
unterminated strings, brackets, decorators, mixed line endings."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from devkit.checker import scan
from devkit.checker.scan import full_scan, scanned

ROOT = Path(__file__).resolve().parents[2]
PIECES = (
    *("\n", "\r\n", "\r", "\\\n", "(", ")", "[", "]", "{", "}", "'", '"', '"""', "'''"),
    *("#", "@decorator\n", "def f():\n", "    x = 1\n", "else:\n", "class A:\n", "x", " "),
)
TEXTS = sorted([*ROOT.glob("devkit/checker/*.py"), *ROOT.glob("examples/**/*.py")])


@pytest.mark.parametrize("path", TEXTS[:12] + TEXTS[-4:], ids=lambda p: p.name)
def test_rescanning_after_random_edits_equals_a_scan_from_scratch(path):
    rng = random.Random(path.name)
    text = path.read_text(encoding="utf-8")
    scan._last = None
    scanned(text)
    for _ in range(60):
        i = rng.randrange(len(text) + 1)
        j = min(len(text), i + rng.choice((0, 0, 1, 5, 60)))
        inserted = "".join(rng.choice(PIECES) for _ in range(rng.choice((0, 1, 2, 3))))
        text = text[:i] + inserted + text[j:]
        reused, fresh = scanned(text), full_scan(text)
        assert (reused.starts, reused.shape) == (fresh.starts, fresh.shape), (i, inserted)


def test_an_edit_that_closes_an_old_unterminated_string_is_seen_before_it():
    # `"""` without its end reads as `""` and `"...`; closing it later changes how the
    # lines *before* the edit read.
    old = 'x = """abc\ndef f():\n    pass\ny = 1\n'
    scan._last = None
    assert len(scanned(old).starts) == 3
    new = old + 'z = """\n'
    assert scanned(new).starts == full_scan(new).starts == (0,)


def _tokenize_depth(text: str) -> int:
    """The deepest bracket nesting, as Python's own tokenizer sees the brackets."""
    import io
    import tokenize

    depth = deepest = 0
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.OP and token.string in "([{":
            depth += 1
            deepest = max(deepest, depth)
        elif token.type == tokenize.OP and token.string in ")]}":
            depth -= 1
    return deepest


CORPUS = sorted(ROOT.glob("tests/data/adversarial/*/*.py"))[::7]


@pytest.mark.parametrize("path", TEXTS + CORPUS, ids=lambda p: p.name)
def test_the_scan_reads_a_module_as_python_does(path):
    """One statement start per top-level statement libcst finds, and the bracket depth
    Python's tokenizer finds (what the guard against libcst's stack overflow relies on)."""
    import libcst as cst

    text = path.read_text(encoding="utf-8")
    found = full_scan(text)
    assert len(found.starts) == len(cst.parse_module(text).body)
    assert found.shape.max_depth == _tokenize_depth(text)
