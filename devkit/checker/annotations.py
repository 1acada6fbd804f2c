"""Reading type annotations: whether one admits None, and the type it wraps."""

from __future__ import annotations

import libcst as cst

from .imports import dotted_name
from .literals import string_value

WRAPPERS = {
    "Optional",
    "typing.Optional",
    "Annotated",
    "typing.Annotated",
    "Union",
    "typing.Union",
}


def is_none_node(node: cst.BaseExpression) -> bool:
    return type(node) is cst.Name and node.value == "None"


def admits_none(node: cst.BaseExpression) -> bool:
    """Whether a type admits None: `None`, `X | None`, `Optional[X]`, `Union[X, None]`,
    `Annotated[...]` of one of these, or the same written as a string."""
    if is_none_node(node):
        return True
    if type(node) is cst.BinaryOperation and type(node.operator) is cst.BitOr:
        return admits_none(node.left) or admits_none(node.right)
    if type(node) is cst.Subscript and node.slice:
        wrapper = dotted_name(node.value)
        items = [e.slice.value for e in node.slice if type(e.slice) is cst.Index]
        if wrapper in ("Optional", "typing.Optional"):
            return True
        if wrapper in ("Union", "typing.Union"):
            return any(admits_none(item) for item in items)
        if wrapper in ("Annotated", "typing.Annotated") and items:
            return admits_none(items[0])
        return False
    written = string_annotation(node)
    return written is not None and admits_none(written)


def unwrapped(node: cst.BaseExpression) -> cst.BaseExpression:
    """`X` of `X | None`, `None | X`, `Optional[X]`, `Annotated[X, ...]`, or the node itself."""
    if type(node) is cst.BinaryOperation and type(node.operator) is cst.BitOr:
        return unwrapped(node.right if is_none_node(node.left) else node.left)
    if type(node) is cst.Subscript and node.slice:
        first = node.slice[0].slice
        if type(first) is cst.Index and dotted_name(node.value) in WRAPPERS:
            return unwrapped(first.value)
    written = string_annotation(node)
    return unwrapped(written) if written is not None else node


def string_annotation(node: cst.BaseExpression) -> cst.BaseExpression | None:
    """The annotation a string stands for (`"Context | None"`), if it parses."""
    if type(node) is cst.SimpleString and (text := string_value(node)) is not None:
        try:
            return cst.parse_expression(text)
        except Exception:
            return None
    return None
