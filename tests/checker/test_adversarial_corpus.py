"""Every module of `tests/data/adversarial` gets exactly the findings its markers name."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from devkit.checker.engine import check_source

CORPUS = Path(__file__).parent.parent / "data" / "adversarial"
MODULES = sorted(CORPUS.rglob("*.py"))
MARKER = re.compile(r"# expect: ((?:DK\d+[ ,]*)+)$")


def expected_findings(source: str) -> set[tuple[int, str]]:
    expected = set()
    for number, line in enumerate(source.splitlines(), 1):
        marker = MARKER.search(line)
        if marker:
            expected |= {(number, code) for code in re.findall(r"DK\d+", marker.group(1))}
    return expected


def test_the_corpus_has_buggy_and_clean_modules_of_every_theme():
    themes = {m.parent.name for m in MODULES}
    assert len(MODULES) > 400 and len(themes) >= 15
    buggy = [m for m in MODULES if expected_findings(m.read_text())]
    assert 200 < len(buggy) < len(MODULES) - 100  # both kinds, well represented


@pytest.mark.parametrize("module", MODULES, ids=lambda m: f"{m.parent.name}/{m.stem}")
def test_adversarial_module(module: Path):
    source = module.read_text()
    compile(source, str(module), "exec", dont_inherit=True)  # Python itself accepts it
    found = {(f.line, f.code) for f in check_source(source, module.name).findings}
    assert found == expected_findings(source)
