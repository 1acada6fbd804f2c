"""`walk.children` reads each node class's fields with a function written for that class;
it must list exactly what reading every field and testing each value lists."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import hypothesmith
import libcst as cst
import pytest
from hypothesis import HealthCheck, given, settings

from devkit.checker.walk import _SKIP_FIELDS, children

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [
    *sorted((ROOT / "fixtures").rglob("*.py")),
    *sorted((ROOT / "tests" / "data" / "adversarial").rglob("*.py"))[::7],
]


def _reference_children(node: cst.CSTNode) -> list[cst.CSTNode]:
    """Every field's value that is a node, or the nodes of a sequence: no annotation read."""
    out: list[cst.CSTNode] = []
    for field in dataclasses.fields(node):  # type: ignore[arg-type]
        if field.name in _SKIP_FIELDS or "whitespace" in field.name:
            continue
        value = getattr(node, field.name)
        if isinstance(value, (tuple, list)):
            out.extend(v for v in value if isinstance(v, cst.CSTNode))
        elif isinstance(value, cst.CSTNode):
            out.append(value)
    return out


def _assert_same_children(module: cst.Module) -> int:
    stack: list[cst.CSTNode] = [module]
    seen = 0
    while stack:
        node = stack.pop()
        listed = children(node)
        expected = _reference_children(node)
        assert [id(n) for n in listed] == [id(n) for n in expected], type(node).__name__
        stack.extend(listed)
        seen += 1
    return seen


def test_children_of_every_node_in_the_fixtures_and_corpus() -> None:
    nodes = 0
    for path in SOURCES:
        nodes += _assert_same_children(cst.parse_module(path.read_text(encoding="utf-8")))
    assert nodes > 10_000  # the walk did reach the trees


def test_children_of_nodes_built_by_hand_with_optional_parts() -> None:
    # `Arg.keyword` absent and present, an `else` that is an `If`: the fields whose value
    # may or may not be a node
    module = cst.parse_module("f(a, k=b)\nif x:\n    pass\nelif y:\n    pass\nelse:\n    pass\n")
    assert _assert_same_children(module) > 10
    call = cst.ensure_type(
        cst.ensure_type(module.body[0], cst.SimpleStatementLine).body[0], cst.Expr
    ).value
    assert [type(n).__name__ for n in children(call)] == ["Name", "Arg", "Arg"]
    keyword_arg = cst.ensure_type(call, cst.Call).args[1]
    assert [n.value for n in children(keyword_arg)] == ["b", "k"]  # type: ignore[attr-defined]


# the generator's own compile of odd literals (`1()`) warns; those texts are not ours
@pytest.mark.filterwarnings("ignore::SyntaxWarning")
@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(hypothesmith.from_grammar())
def test_children_of_generated_modules(source: str) -> None:
    try:
        module = cst.parse_module(source)
    except Exception:
        return  # a text libcst refuses has no tree to walk
    _assert_same_children(module)
