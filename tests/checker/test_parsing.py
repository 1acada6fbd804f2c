"""The checker's parse skips libcst's per-node validation: same trees, same errors, and
nodes built outside a parse are still validated."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import libcst as cst
import pytest
from libcst._nodes.base import CSTNode

from devkit.checker import parsing
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


def test_a_parser_importing_another_module_is_called_as_libcst_calls_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Our call into the native parser does not import (see `parsing`): were a libcst
    version to import a module not loaded yet, the KeyError it then raises is not the
    user's problem; the text is parsed again as libcst parses it."""

    def imports_a_new_module(source: str) -> cst.Module:
        raise KeyError("libcst._a_module_not_loaded")

    monkeypatch.setattr(parsing, "_parse_natively", imports_a_new_module)
    source = "def f(ctx):\n    return ctx.identity\n"
    assert parse_module(source).deep_equals(cst.parse_module(source))


def test_nodes_built_by_hand_are_still_validated() -> None:
    parse_module("x = 1\n")
    with pytest.raises(cst.CSTValidationError):
        cst.Name("")
    with pytest.raises(cst.ParserSyntaxError):
        parse_module("x = (\n")
    with pytest.raises(cst.CSTValidationError):  # also after a parse that failed
        cst.Name("")


def _instances() -> dict[type, cst.CSTNode]:
    """One parsed node of each class met in the shipped examples and our sources."""
    found: dict[type, cst.CSTNode] = {}

    class Collect(cst.CSTVisitor):
        def on_visit(self, node: cst.CSTNode) -> bool:
            found.setdefault(type(node), node)
            return True

    for path in SOURCES:
        cst.parse_module(path.read_text(encoding="utf-8")).visit(Collect())
    return found


def test_plain_inits_build_what_libcst_builds(monkeypatch: pytest.MonkeyPatch) -> None:
    instances = _instances()
    # libcst's own __init__ as it runs during our parse: without validation (a Try with only
    # its required fields is not a valid statement)
    monkeypatch.setattr(CSTNode, "__post_init__", lambda self: None)
    compared = 0
    for cls, original, fast in parsing._build_swaps():
        node = instances.get(cls)
        if node is None:
            continue
        fields = dataclasses.fields(cls)
        built = object.__new__(cls)  # every field given, as the parser gives them
        fast(built, **{f.name: getattr(node, f.name) for f in fields})
        assert built.deep_equals(node), cls.__name__
        # only the fields without a default: the defaults and default factories fill in
        required = {
            f.name: getattr(node, f.name)
            for f in fields
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        }
        theirs, ours = object.__new__(cls), object.__new__(cls)
        original(theirs, **required)
        fast(ours, **required)
        assert ours.deep_equals(theirs), cls.__name__
        compared += 1
    assert compared > 100  # the sources hold most node classes


def test_libcst_inits_are_back_after_a_parse() -> None:
    parse_module("x = 1\n")
    with pytest.raises(cst.ParserSyntaxError):
        parse_module("x = (\n")
    for cls in parsing._node_classes():
        init = cls.__dict__.get("__init__")
        assert init is None or "devkit" not in init.__code__.co_filename, cls.__name__


def test_shared_nodes_leave_libcst_as_it_was() -> None:
    """Whitespace (and, in a batch, punctuation) nodes are shared while a parse runs:
    afterwards the names are libcst's classes again, nodes built by hand are separate and
    validated, and a tree's whitespace can be changed in one place without the rest."""
    with parsing.fast_parsing(share_tokens=True):
        module = parse_module("x = a\ny = b\n")
        assert cst.Comma is parsing._TOKENS[[c.__name__ for c in parsing._TOKENS].index("Comma")]
        assert isinstance(cst.ImportStar(), cst.ImportStar)  # the analysis runs between parses
    assert module.deep_equals(cst.parse_module("x = a\ny = b\n"))
    assert cst.SimpleWhitespace is parsing._WHITESPACE[0]
    assert isinstance(cst.SimpleWhitespace(" "), cst.SimpleWhitespace)
    assert cst.SimpleWhitespace(" ") is not cst.SimpleWhitespace(" ")
    with pytest.raises(cst.CSTValidationError):
        cst.SimpleWhitespace("x")
    first = cst.ensure_type(module.body[0], cst.SimpleStatementLine)
    assign = cst.ensure_type(first.body[0], cst.Assign)
    target = assign.targets[0].with_changes(whitespace_before_equal=cst.SimpleWhitespace("  "))
    changed = module.with_deep_changes(assign, targets=[target])
    assert changed.code == "x  = a\ny = b\n"


def test_a_batch_shares_punctuation_between_equal_spellings() -> None:
    """Within a batch, `, ` is one node wherever it is spelled the same (what makes the
    parse cheaper); a parse outside a batch shares only whitespace."""
    source = "f(a, b, c)\n"
    with parsing.fast_parsing(share_tokens=True):
        call = cst.ensure_type(
            cst.ensure_type(parse_module(source).body[0], cst.SimpleStatementLine).body[0],
            cst.Expr,
        ).value
    args = cst.ensure_type(call, cst.Call).args
    assert args[0].comma is args[1].comma
    alone = cst.ensure_type(
        cst.ensure_type(parse_module(source).body[0], cst.SimpleStatementLine).body[0], cst.Expr
    ).value
    commas = [a.comma for a in cst.ensure_type(alone, cst.Call).args[:2]]
    assert commas[0] is not commas[1]
    assert commas[0].whitespace_after is commas[1].whitespace_after
