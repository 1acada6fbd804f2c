"""Which names hold no None among their elements, so that `x in name` being true shows `x`
is not None, as pyright narrows it (see `elements_exclude_none` for declared types)."""

from __future__ import annotations

from typing import cast

import libcst as cst

from . import syntax
from .annotations import elements_exclude_none
from .walk import every_node


def collections_without_none(
    function: cst.FunctionDef | cst.Lambda,
    own: list[cst.CSTNode],
    inherited: frozenset[str],
) -> frozenset[str]:
    """The names whose elements are never None where `function` reads them (`own`: its
    scope's nodes, `syntax.scope_nodes`):

    - one of the enclosing scope's (`inherited`) that it does not bind;
    - a name of its own declared a builtin container of a type without None (`allowed:
      list[str]`, a parameter too);
    - a name of its own bound only to collections of literals without None (`allowed =
      {"a", "b"}`), whatever its annotation: pyright narrows a name to what it is given.

    Never a name a function, lambda or comprehension nested in it binds too."""
    nodes = list(every_node(function))
    everywhere = syntax.binding_counts(nodes)
    here = syntax.binding_counts(own)
    params = {p.name.value for p in syntax.every_param(function.params)}
    for inner in nodes:
        if inner is not function and type(inner) in (cst.FunctionDef, cst.Lambda):
            for p in syntax.every_param(cast(cst.FunctionDef | cst.Lambda, inner).params):
                everywhere[p.name.value] = everywhere.get(p.name.value, 0) + 2
    for inner in own:
        if type(inner) is cst.CompFor:  # its own scope: a name bound there is another
            for name in syntax.bound_names(inner):
                everywhere[name] = everywhere.get(name, 0) + 2
    found = {n for n in inherited if n not in everywhere and n not in params}
    declared, displays = _declarations(function.params, own)
    for name, ok in declared.items():
        if ok and everywhere.get(name, 0) == here.get(name, 0):
            found.add(name)
    for name, count in displays.items():
        if here.get(name) == count == everywhere.get(name) and name not in params:
            found.add(name)
    return frozenset(found)


def _declarations(
    signature: cst.Parameters, own: list[cst.CSTNode]
) -> tuple[dict[str, bool], dict[str, int]]:
    """Per name declared by a parameter or `name: T` in the scope, whether every
    declaration is a container without None; and per name, how many times it is bound to a
    collection of literals without None."""
    declared: dict[str, bool] = {}
    for p in (*signature.posonly_params, *signature.params, *signature.kwonly_params):
        if p.annotation is not None:  # (`*args: T` is a tuple of T: not read)
            declared[p.name.value] = elements_exclude_none(p.annotation.annotation)
    displays: dict[str, int] = {}
    for node in own:
        kind = type(node)
        if kind is not cst.Assign and kind is not cst.AnnAssign and kind is not cst.NamedExpr:
            continue
        targets = syntax.targets_of(node)
        if len(targets) != 1 or type(targets[0]) is not cst.Name:
            continue
        name = cast(cst.Name, targets[0]).value
        if kind is cst.AnnAssign:
            ok = elements_exclude_none(cast(cst.AnnAssign, node).annotation.annotation)
            declared[name] = declared.get(name, True) and ok
        if syntax.literal_collection(node.value):  # type: ignore[attr-defined]
            displays[name] = displays.get(name, 0) + 1
    return declared, displays
