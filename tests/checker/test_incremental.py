"""Incremental parsing gives the same module, findings and positions as a full parse."""

from __future__ import annotations

import random
import sys
import sysconfig
import tempfile
from pathlib import Path

import libcst as cst

from devkit.checker.engine import apply_edits, check_source
from devkit.checker.incremental import IncrementalParser

ROOT = Path(__file__).resolve().parents[2]


def _corpus() -> list[str]:
    sys.path.insert(0, str(ROOT / "bench"))
    from gen_tools import generate_tree

    texts = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "fixtures").rglob("*.py"))]
    with tempfile.TemporaryDirectory() as tmp:
        texts += [p.read_text(encoding="utf-8") for p in generate_tree(Path(tmp), 9)]
    stdlib = sorted(Path(sysconfig.get_paths()["stdlib"]).glob("*.py"))[::3]
    texts += [p.read_text(encoding="utf-8", errors="replace") for p in stdlib]
    return texts


def test_reassembled_modules_generate_the_same_code_as_a_full_parse():
    checked = 0
    for text in _corpus():
        try:
            full = cst.parse_module(text)
        except Exception:
            continue
        assert IncrementalParser().parse(text).code == full.code
        checked += 1
    assert checked > 60


def test_findings_match_a_full_parse_through_a_sequence_of_edits():
    rng = random.Random(11)
    edits = [
        "    print(ctx.identity.tenant)\n",
        "\n# a comment\n",
        "x = 1\n",
        "    if ctx.signal:\n        pass\n",
        "(",
        "):\n",
    ]
    for text in [t for t in _corpus() if "devkit" in t]:
        parser = IncrementalParser()
        for _ in range(8):
            lines = text.splitlines(keepends=True)
            at = rng.randrange(len(lines) + 1)
            text = "".join([*lines[:at], rng.choice(edits), *lines[at:]])
            incremental = check_source(text, "t.py", parser=parser).findings
            assert incremental == check_source(text, "t.py").findings


TOOL = (
    "@tool(name='t')\n"
    "def t(args, ctx: ToolExecutionContext):\n"
    "    return ctx.identity.tenant, ctx.hasCredentials\n\n\n"
)


def test_identical_statements_keep_their_own_findings():
    # A pasted tool: the same text twice must not share one tree (findings are per node).
    parser = IncrementalParser()
    header = "from devkit.agent import tool, ToolExecutionContext\n\n\n"
    for copies in (1, 2, 5, 40):
        text = header + TOOL * copies
        incremental = check_source(text, "t.py", parser=parser).findings
        assert incremental == check_source(text, "t.py").findings
        assert len(incremental) == 2 * copies


def test_mixed_line_endings_match_a_full_parse():
    rng = random.Random(5)
    base = ("from devkit.agent import tool, ToolExecutionContext\n\n\n" + TOOL * 3).splitlines()
    parser = IncrementalParser()
    for _ in range(30):
        endings = [rng.choice(["\n", "\r\n", "\r\n", "\n"]) for _ in base]
        text = "".join(line + end for line, end in zip(base, endings, strict=True))
        incremental = check_source(text, "t.py", parser=parser).findings
        assert incremental == check_source(text, "t.py").findings
        # The DK002 fix lands on the attribute itself, whatever the endings.
        fixed = apply_edits(text, [f.fix.edits[0] for f in incremental if f.code == "DK002"][:1])
        assert fixed.count("ctx.hasCredentials") == text.count("ctx.hasCredentials") - 1
        assert fixed.count("ctx.has_credentials") == 1
        compile(fixed, "t.py", "exec")


def test_the_parse_cache_is_as_big_as_the_document_not_the_edit_count():
    header = "from devkit.agent import tool, ToolExecutionContext\n\n\n"
    parser = IncrementalParser()
    text = header + TOOL * 4
    for n in range(300):  # typing inside one statement: a new chunk text per keystroke
        text = text.replace("ctx.identity.tenant", f"ctx.identity.tenant  # {n}", 1)
        parser.parse(text)
    assert len(parser._chunks) <= 1 + 4 + 1  # the header chunk, four tools, no history


def test_an_edit_reanalyses_only_the_functions_it_touched(monkeypatch):
    from devkit.checker import model

    header = "from devkit.agent import tool, ToolExecutionContext\n\n\n"
    tools = [
        TOOL.replace("name='t'", f"name='t{i}'").replace("def t(", f"def t{i}(") for i in range(6)
    ]
    text = header + "".join(tools)
    parser = IncrementalParser()
    check_source(text, "t.py", parser=parser)
    analysed: list[str] = []
    real = model.analyze_function

    def counting(function, *args, **kwargs):
        analysed.append(function.name)
        return real(function, *args, **kwargs)

    monkeypatch.setattr(model, "analyze_function", counting)
    edited = text.replace(
        "def t3(args, ctx: ToolExecutionContext):\n",
        "def t3(args, ctx: ToolExecutionContext):\n    x = 1\n",
    )
    incremental = check_source(edited, "t.py", parser=parser).findings
    assert analysed == ["t3"]  # the five unchanged tools were reused
    assert incremental == check_source(edited, "t.py").findings
