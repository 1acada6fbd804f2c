"""The checker's parse skips libcst's per-node validation: same trees, same errors, and
nodes built outside a parse are still validated."""

from __future__ import annotations

from pathlib import Path

import libcst as cst
import pytest

from devkit.checker.parsing import parse_module

ROOT = Path(__file__).parents[2]
# Real code of every shape: the shipped examples and our own sources.
SOURCES = (
    sorted(ROOT.joinpath("examples").rglob("*.py"))
    + sorted(ROOT.joinpath("devkit").rglob("*.py"))[::4]
)


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_same_tree_as_libcst(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    ours, theirs = parse_module(source), cst.parse_module(source)
    assert ours.deep_equals(theirs)
    assert ours.code == source


def test_same_syntax_error() -> None:
    with pytest.raises(cst.ParserSyntaxError) as ours:
        parse_module("def f(:\n    pass\n")
    with pytest.raises(cst.ParserSyntaxError) as theirs:
        cst.parse_module("def f(:\n    pass\n")
    assert (ours.value.raw_line, ours.value.raw_column) == (
        theirs.value.raw_line,
        theirs.value.raw_column,
    )


def test_nodes_built_by_hand_are_still_validated() -> None:
    parse_module("x = 1\n")
    with pytest.raises(cst.CSTValidationError):
        cst.Name("")
    with pytest.raises(cst.ParserSyntaxError):
        parse_module("x = (\n")
    with pytest.raises(cst.CSTValidationError):  # also after a parse that failed
        cst.Name("")
