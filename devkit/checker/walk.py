"""Fast iteration over libcst nodes: the children of a node, the statements of a block.

libcst's `node.children` runs a visitor per call (slow). Nodes are dataclasses, so we read
their fields directly, skipping whitespace and punctuation, with the field list cached per
node type.
"""

from __future__ import annotations

import collections.abc
import dataclasses
import typing
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

import libcst as cst

N = TypeVar("N", bound=cst.CSTNode)

_SKIP_FIELDS = {
    "lpar",
    "rpar",
    "comma",
    "semicolon",
    "colon",
    "dot",
    "leading_lines",
    "lines_after_decorators",
    "header",
    "footer",
    "equal",
    "star",
    "operator",
}
_FIELD_CACHE: dict[type, tuple[str, ...]] = {}


def kinds(*bases: type) -> frozenset[type]:
    """Every libcst node class deriving from one of `bases`: `type(node) in kinds(...)` is the
    same test as `isinstance(node, bases)` without the cost of libcst's ABC checks."""
    # Down the subclass links, not `issubclass` over every class: on libcst's ABCs that
    # costs ~0.1 s at import, paid by every `devkit check` process.
    found: set[type] = set(bases)
    stack = list(bases)
    while stack:
        subclasses: list[type] = stack.pop().__subclasses__()
        for sub in subclasses:
            if sub not in found:
                found.add(sub)
                stack.append(sub)
    return frozenset(found)


SMALL_STATEMENTS = kinds(cst.BaseSmallStatement)
COMPOUND_STATEMENTS = kinds(cst.BaseCompoundStatement)
EXPRESSIONS = kinds(cst.BaseExpression)
SUITES = kinds(cst.BaseSuite)


def _child_fields(kind: type) -> tuple[str, ...]:
    names = _FIELD_CACHE.get(kind)
    if names is None:
        names = tuple(
            f.name
            for f in dataclasses.fields(kind)  # type: ignore[arg-type]
            if f.name not in _SKIP_FIELDS and "whitespace" not in f.name
        )
        _FIELD_CACHE[kind] = names
    return names


_IS_NODE: dict[type, bool] = {}


def _is_node(value: object) -> bool:
    """`isinstance(value, cst.CSTNode)`, remembered per type: CSTNode is an ABC, and its
    `isinstance` check is slow enough to matter on every child of every node."""
    kind = type(value)
    known = _IS_NODE.get(kind)
    if known is None:
        known = _IS_NODE[kind] = isinstance(value, cst.CSTNode)
    return known


def children(node: cst.CSTNode) -> list[cst.CSTNode]:
    """The node's child nodes in field order, whitespace and punctuation left out."""
    kind = type(node)
    read = _CHILDREN.get(kind)
    if read is None:
        read = _CHILDREN[kind] = _children_reader(kind)
    return read(node)


_CHILDREN: dict[type, Callable[[cst.CSTNode], list[cst.CSTNode]]] = {}


def _field_shape(annotation: object) -> str:
    """How a field holds children, from its annotation: "node" (always one), "nodes" (a
    sequence of nodes), "none" (never a node: text, numbers), "maybe" (tested when read)."""
    if isinstance(annotation, type):
        if issubclass(annotation, cst.CSTNode):
            return "node"
        return "none" if annotation in (str, int, float, bool) else "maybe"
    origin = typing.get_origin(annotation)
    if origin is typing.Literal:
        return "none"
    if origin in (collections.abc.Sequence, tuple, list):
        items = typing.get_args(annotation)
        if len(items) == 1 and _field_shape(items[0]) == "node":
            return "nodes"
        if len(items) == 1 and typing.get_origin(items[0]) is typing.Union:
            members = typing.get_args(items[0])
            if all(_field_shape(m) == "node" for m in members):
                return "nodes"
    return "maybe"


def _children_reader(kind: type) -> Callable[[cst.CSTNode], list[cst.CSTNode]]:
    """A function listing `kind`'s children, written for its fields: a node's children are
    read on every walk, and testing each field's value for its type was most of the cost."""
    try:
        hints = typing.get_type_hints(kind)
    except Exception:  # an annotation that does not resolve: every field tested
        hints = {}
    lines = ["def read(node):", "    out = []"]
    for name in _child_fields(kind):
        shape = _field_shape(hints[name]) if name in hints else "maybe"
        if shape == "node":
            lines.append(f"    out.append(node.{name})")
        elif shape == "nodes":
            lines.append(f"    out.extend(node.{name})")
        elif shape == "maybe":
            lines += [
                f"    value = node.{name}",
                "    if type(value) is tuple or type(value) is list:",
                "        out.extend([v for v in value if is_node(v)])",
                "    elif is_node(value):",
                "        out.append(value)",
            ]
    lines.append("    return out")
    namespace: dict[str, object] = {"is_node": _is_node}
    exec("\n".join(lines), namespace)  # our own text, built from libcst's field names
    return namespace["read"]  # type: ignore[return-value]


def every_node(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """`node` and every node in it."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(children(current))


def descendants(node: cst.CSTNode, kind: type[N]) -> Iterator[N]:
    """The nodes of exactly type `kind` in `node` (itself included)."""
    stack = [node]
    while stack:
        current = stack.pop()
        if type(current) is kind:
            yield current
        stack.extend(children(current))


def statements(body: cst.BaseSuite | Sequence[cst.CSTNode]) -> Iterator[cst.CSTNode]:
    """The statements of a block (or of a list of statements) and of every block nested in
    it (`if`/`elif`/`else`, loops, `with`, `try` clauses, `match` cases), in source order;
    not those of the functions and classes defined there. A one-line block (`if x: y = 1`)
    is yielded as one statement, like a line (both hold their small statements in `body`)."""
    listed = _in_block(body) if type(body) in SUITES else list(body)  # type: ignore[arg-type]
    stack: list[cst.CSTNode] = list(reversed(listed))
    while stack:
        stmt = stack.pop()
        yield stmt
        kind = type(stmt)  # not isinstance: libcst's classes are (slow) ABCs
        if kind is cst.SimpleStatementLine or kind is cst.FunctionDef or kind is cst.ClassDef:
            continue
        if kind not in COMPOUND_STATEMENTS:
            continue
        orelse = getattr(stmt, "orelse", None)
        if type(orelse) is cst.If:  # an elif: a statement of its own
            stack.append(orelse)
            orelse = None
        for suite in (
            getattr(stmt, "body", None),
            getattr(orelse, "body", None),
            getattr(getattr(stmt, "finalbody", None), "body", None),
            *(h.body for h in getattr(stmt, "handlers", ())),
            *(c.body for c in getattr(stmt, "cases", ())),
        ):
            if type(suite) in SUITES:
                stack.extend(reversed(_in_block(suite)))


def _in_block(body: cst.BaseSuite) -> list[cst.CSTNode]:
    """The statements of an indented block; a one-line block is one statement itself."""
    if type(body) is cst.IndentedBlock:
        return list(body.body)
    return [body] if type(body) is cst.SimpleStatementSuite else []
