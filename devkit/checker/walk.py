"""Fast child iteration over libcst nodes.

libcst's `node.children` runs a visitor per call (slow). Nodes are dataclasses, so we read
their fields directly, skipping whitespace and punctuation, with the field list cached per
node type.
"""

from __future__ import annotations

import dataclasses

import libcst as cst

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
    out: list[cst.CSTNode] = []
    for name in _child_fields(type(node)):
        value = getattr(node, name)
        if type(value) is tuple or type(value) is list:
            out.extend(v for v in value if _is_node(v))
        elif _is_node(value):
            out.append(value)
    return out
