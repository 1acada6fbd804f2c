"""What the flow analysis knows on a path: typed facts, and the operations on sets of them.

A fact is that a value is not None (`NotNone`), that the host honours a teardown scope
(`ScopeHonoured`, from a membership test of the scope in `teardown_scopes`), or that a
caller catches the errors a kind of use raises (`Handled`, a helper called in a `try`). The
values facts are about are named by canonical member paths: `$ctx` is the context,
`$ctx.identity` a member, `$ctx.request_context.meta` a member at any depth; a local name
holding a member or None (`x = ctx.f if t else None`) has a path of its own,
`$ctx.f?x@<binding>`, so that facts about it are kept apart from facts about `ctx.f`.

Facts are tuples underneath (hashing and comparing them stays in C, which the analysis of
a large module needs); their types keep one kind of fact from passing for another.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from ..profiles import ContextField, Profile

CTX = "$ctx"
CTX_DOT = CTX + "."  # a member's path starts so
# The mark of a maybe-None alias in a path: `$ctx.identity?x@12`.
_MARK = re.compile(r"\?[^.]*")


class NotNone(NamedTuple):
    """The value at `path` is not None on this path."""

    path: str


class ScopeHonoured(NamedTuple):
    """The host honours teardown scope `scope` on this path (a membership test said so).

    With `kind="name"`, `scope` is a local name bound to several scope literals on
    different paths: the host honours whichever of them it holds now (`if wanted in
    ctx.teardown_scopes`). Such a fact is this function's alone and ends when the name is
    bound again."""

    scope: str
    kind: str = "scope"  # not a NotNone of the same text: the tuples differ


def name_scope_honoured(name: str) -> ScopeHonoured:
    """The fact that the host honours the scope the local `name` holds."""
    return ScopeHonoured(name, "name")


class Handled(NamedTuple):
    """Errors of `kind` ("attribute", "service") raised from here on are caught: the call
    that led here sits in a caller's `try` (or `suppress`) that handles them."""

    kind: str
    marker: str = "handled"  # not a ScopeHonoured of the same text: the tuples differ


ATTRIBUTE_ERRORS_HANDLED = Handled("attribute")
SERVICE_ERRORS_HANDLED = Handled("service")

Fact = NotNone | ScopeHonoured | Handled
Facts = frozenset[Fact]
EMPTY: Facts = frozenset()


# Facts and states are built for nearly every expression walked: `new_tuple(Cls, (...))`
# skips the class call, which runs a named tuple's `__new__` (a Python function) each time.
new_tuple = tuple.__new__


def not_none(*paths: str | None) -> Facts:
    """The facts that each of `paths` (those given) is not None."""
    return frozenset([new_tuple(NotNone, (p,)) for p in paths if p])


def not_none_through(path: str | None) -> Facts:
    """The facts that `path` is not None, and so each path it reads through (`a.b` of
    `a.b.c`: had it been None, `a.b.c` would have raised, or, read by `getattr(a.b, "c",
    None)`, been None)."""
    if not path:
        return EMPTY
    paths = [path]
    while "." in path:
        path = path.rpartition(".")[0]
        paths.append(path)
    return not_none(*paths)


def holds(facts: Facts, path: str) -> bool:
    """Whether `facts` say the value at `path` is not None (`NotNone(path) in facts`: a
    `NotNone` is the 1-tuple of its path, and no other fact has one field)."""
    return (path,) in facts


def without(facts: Facts, path: str) -> Facts:
    """`facts` without those about `path` and its members (it was reassigned or deleted)."""
    prefix = path + "."
    return frozenset(
        f
        for f in facts
        if not (isinstance(f, NotNone) and (f.path == path or f.path.startswith(prefix)))
    )


def for_callees(facts: Facts) -> Facts:
    """The facts a call hands to the function it calls with the context: those about the
    context's members, the scopes and the errors handled (not about this function's own
    names)."""
    return frozenset(
        f
        for f in facts
        if type(f) is Handled
        or (type(f) is ScopeHonoured and f.kind == "scope")
        or (type(f) is NotNone and f.path.startswith(CTX) and "?" not in f.path)
    )


def unmarked(path: str) -> str:
    """The member a path names, without the marks of maybe-None aliases."""
    return path if "?" not in path else _MARK.sub("", path)


def marked(path: str, name: str, binding: object) -> str:
    """The path of `name`, which holds the member at `path` or None since `binding` (a node,
    or a word naming where: `"join"` for paths meeting)."""
    tag = binding if isinstance(binding, str) else id(binding)
    # a mark ends at the next dot: a place's dots (`box.who`, `d['a.b']`) are spelled `:`
    return f"{path}?{name.replace('.', ':')}@{tag}"


def member_of(profile: Profile, path: str | None) -> ContextField | None:
    """The member of `profile` a path names, at any depth (`$ctx.request_context.meta`)."""
    if path and path.startswith(CTX_DOT):
        return profile.field(unmarked(path)[len(CTX) + 1 :])
    return None
