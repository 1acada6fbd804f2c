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


# The builtin containers whose element type pyright narrows `x in y` to (its
# `getElementTypeForContainerNarrowing`); a dict's elements are its keys, the first argument.
_CONTAINERS = frozenset(
    {
        *("list", "set", "frozenset", "tuple", "dict", "deque", "defaultdict", "OrderedDict"),
        *("builtins.list", "builtins.set", "builtins.frozenset", "builtins.tuple", "builtins.dict"),
        *("collections.deque", "collections.defaultdict", "collections.OrderedDict"),
        *("List", "Set", "FrozenSet", "Tuple", "Dict", "Deque", "DefaultDict"),
        *("typing.List", "typing.Set", "typing.FrozenSet", "typing.Tuple", "typing.Dict"),
        *("typing.Deque", "typing.DefaultDict", "typing.OrderedDict"),
    }
)
_ANY = frozenset({"Any", "typing.Any", "object", "builtins.object"})


def elements_exclude_none(annotation: cst.BaseExpression) -> bool:
    """Whether a value declared with this type is a builtin container none of whose elements
    is None (`list[str]`, `tuple[str, ...]`, `dict[str, Any]`'s keys; `frozenset[str] | None`
    too, since `x in None` raises): `x in it` being true shows `x` is not None, as pyright
    narrows it. `Sequence[str]` and the like are not narrowed (pyright does not either)."""
    node = unwrapped(annotation)
    if type(node) is not cst.Subscript or dotted_name(node.value) not in _CONTAINERS:
        return False
    items = [e.slice.value for e in node.slice if type(e.slice) is cst.Index]
    if dotted_name(node.value) not in ("tuple", "builtins.tuple", "Tuple", "typing.Tuple"):
        items = items[:1]  # list[T], dict[K, V]: T, K
    items = [i for i in items if type(i) is not cst.Ellipsis]  # tuple[str, ...]
    return bool(items) and all(_never_none(item) for item in items)


def _never_none(element: cst.BaseExpression) -> bool:
    """A type with no None among its values, and not `Any` or `object` (which pyright does
    not narrow to)."""
    written = string_annotation(element)
    if written is not None:
        element = written
    if admits_none(element) or dotted_name(element) in _ANY:
        return False
    if type(element) is cst.Subscript and dotted_name(element.value) in (
        "Literal",
        "typing.Literal",
    ):
        return not any(
            type(e.slice) is cst.Index and is_none_node(e.slice.value) for e in element.slice
        )
    if type(element) is cst.BinaryOperation:  # `str | int`: each side
        return _never_none(element.left) and _never_none(element.right)
    return True
