"""What the flow analysis records: typed events, which the rules read.

The walk of one function (`flow.py`) records each use of the context as an event of its
kind (a read or test of a member, a dereference of the context, a call of a context
method, a call handing the context on, a key lookup, a teardown registration, a revealed
secret reaching a sink, a loop that waits) into an `Analysis`; each rule extracts what it
needs from these records next to the rule.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

import libcst as cst

from ..profiles import ContextField, Profile
from .discovery import FunctionInfo
from .facts import CTX, Facts
from .summaries import Getter


class Usage(str, Enum):
    DEREF = "deref"  # attribute, call, subscript, `in`, iteration, len(), await, unpacking
    TRUTH = "truth"  # tested for truthiness (if/while/assert/not/and/or/bool())
    NONE_TEST = "none-test"  # `is None`, `is not None`, `== None`, `!= None`
    OR_DEFAULT = "or-default"  # `x or default` in a value position
    OR_NONE = "or-none"  # `x or None`: a falsy value made None, no default invented
    FABRICATE = "fabricate"  # `x if x else default`
    HASATTR = "hasattr"  # getattr(ctx, "f", ...) / hasattr(ctx, "f")
    KEY = "key"  # used as a lookup key
    PLAIN = "plain"


@dataclass(eq=False)
class Access:
    attr: str
    field: ContextField | None
    node: cst.CSTNode
    usage: Usage
    deref: str | None
    guarded: bool
    try_attr: bool
    try_service: bool
    service_guarded: bool
    statement: cst.SimpleStatementLine | None
    via_alias: bool = False
    outer: cst.CSTNode | None = None  # the comparison of a None test
    # An alias holding the member or None (`x = ctx.f if t else None`): only a test of the
    # alias itself guards it.
    own_facts: bool = False
    fact: str | None = None  # the path whose NotNone fact would have guarded it


@dataclass(eq=False)
class ContextDeref:
    """A use of a context parameter annotated as maybe None (`ctx: Context | None`): the
    context itself is then dereferenced (`ctx.info(...)`), guarded or not."""

    node: cst.BaseExpression  # the context (`ctx`, `self.ctx`), where it is dereferenced
    guarded: bool
    try_attr: bool
    statement: cst.SimpleStatementLine | None
    # What a test must prove not None: the context itself, or a name holding the context or
    # None (`c = ctx if ok else None`), whose facts are its own.
    fact: str = CTX


@dataclass(eq=False)
class CallSite:
    node: cst.Call
    callee: tuple[str, ...]  # ("function", name) or ("method", class, name)
    positional: dict[int, str]  # argument index -> the context passed there
    keywords: set[str]
    facts: Facts
    # Arguments (index or keyword) holding the context or None, untested at the call
    # (`c = ctx if ok else None; helper(c)`): the helper's parameter may be None.
    maybe_none: frozenset[int | str] = frozenset()
    # Arguments (index or keyword) holding a member (`show(ctx.identity)`): the helper's
    # parameter is that member, None wherever it may be at the call.
    members: tuple[tuple[int | str, str], ...] = ()
    # Arguments (index or keyword) that are dicts holding the context under a key
    # (`run({"ctx": ctx})`): in the helper, `deps["ctx"]` is the context.
    in_dicts: tuple[tuple[int | str, str], ...] = ()
    # The argument expressions of `members`: a member method handed to a helper the model
    # resolves (`run_query(ctx.search_memory, q)`) is called there, and reported there.
    member_args: tuple[cst.BaseExpression, ...] = ()
    # `self.m()` after `self.ctx = ctx`: the attributes of `self` holding the context at
    # the call (a method reading the context there is handed this call's facts)
    self_attrs: frozenset[str] = frozenset()


@dataclass(eq=False)
class CallEvent:
    """A call in the analysed function, as the engine resolved it (rules extract from it)."""

    node: cst.Call
    resolved: tuple[Profile, str] | None  # a symbol of a profile (`tool_session_key`)
    receiver: str | None  # the canonical path of a method call's receiver (`$ctx.wanted`)
    callee: tuple[str, ...] | None  # ("function", f) / ("method", owner, m): maybe this module's
    dropped: bool  # a statement of its own: its value is not used
    in_async: bool  # inside an `async def`
    # the scopes a `tool_session_key(ctx, scope)` call's scope can be (literals, names bound
    # to them); empty for other calls and scopes not known
    scopes: tuple[str, ...] = ()
    # the texts a method call's first argument can hold, when its receiver is known
    # (`ctx.wanted.get(DOC)` with `DOC = "document"`); empty when not known
    first_texts: tuple[str, ...] = ()
    method: str | None = None  # the method called (`get` of `ctx.wanted.get(k)`, or of `get(k)`)


@dataclass(eq=False)
class KeyLookup:
    """`x[key]` where `x` has a canonical path (a member of the context or an alias)."""

    node: cst.Subscript
    receiver: str
    key: cst.BaseExpression
    # the texts the key can hold: a literal's, or a name's bound only to literals
    key_texts: tuple[str, ...] = ()


@dataclass(eq=False)
class TeardownUse:
    node: cst.Call
    scope: str | None
    scope_node: cst.CSTNode | None
    key_scope: str | None  # scope of the tool_session_key the key came from
    honoured: bool  # dominated by a membership test of the scope


@dataclass(eq=False)
class Leak:
    node: cst.CSTNode
    sink: str


@dataclass(eq=False)
class PassedSecret:
    """A revealed secret handed to a function of this module (`helper(token)`): DK402 if
    that function lets the parameter reach a sink."""

    node: cst.CSTNode  # the argument carrying it
    callee: tuple[str, ...]  # ("function", name) or ("method", class, name)
    position: int | None  # the argument's index, or None for a keyword argument
    keyword: str | None
    # The sink the call's result reaches here (`return helper(token)`): DK402 too if that
    # function hands the parameter back, reported `at` what carries the result there.
    returned_to: str | None = None
    at: cst.CSTNode | None = None
    # `outer(bearer(token))`: the argument holds the secret only if `via`'s function hands
    # it back
    via: PassedSecret | None = None


@dataclass(eq=False)
class MemberCall:
    """A call of a context method, and what became of its result (for DK005)."""

    node: cst.Call
    field: ContextField
    awaited: bool
    discarded: bool  # an expression statement: the result is dropped
    usage: Usage  # how the call's value is used
    assigned_to: str | None  # the name it was assigned to, if any
    in_async: bool  # inside an `async def`
    passed_to: str | None = None  # the function it is an argument of (`asyncio.gather`)
    returned: bool = False  # the value of a `return`
    # the local container it is stored in by subscript (`jobs[k] = ctx.get_state(k)`)
    stored_in: str | None = None


@dataclass(eq=False)
class Analysis:
    """What the walk of one function recorded: typed events, in the order they happened.

    The engine records what happens to the context (accesses: dereferences and tests;
    member calls; every call as the engine resolved it; key lookups; teardown
    registrations; revealed secrets reaching a sink; loops that wait); rules extract what
    they need from these records next to the rule (DK105's wanted keys, DK303/DK304's
    session keys, DK005's dropped coroutines), so a new rule reads events and does not
    change the walk.
    """

    function: FunctionInfo
    accesses: list[Access] = field(default_factory=list)
    context_derefs: list[ContextDeref] = field(default_factory=list)
    member_calls: list[MemberCall] = field(default_factory=list)
    awaited_names: set[str] = field(default_factory=set)
    calls: list[CallSite] = field(default_factory=list)  # the context handed to a function
    call_events: list[CallEvent] = field(default_factory=list)  # every call
    lookups: list[KeyLookup] = field(default_factory=list)
    teardowns: list[TeardownUse] = field(default_factory=list)
    scope_literals: list[tuple[str, cst.CSTNode]] = field(default_factory=list)
    leaks: list[Leak] = field(default_factory=list)
    # What a function that is no tool's entry returns showing a revealed secret: a call of
    # it hands the secret to its caller (`model.py` then reads the call as a secret).
    returned_secrets: list[cst.CSTNode] = field(default_factory=list)
    passed_secrets: list[PassedSecret] = field(default_factory=list)
    waiting_loops: list[cst.CSTNode] = field(default_factory=list)
    # Syntax the parsers accept and CPython's compiler refuses (`await` in a function that
    # is not `async`, `break` outside a loop): the engine then asks CPython for its error.
    refused_syntax: list[cst.CSTNode] = field(default_factory=list)
    # The innermost statement holding each expression walked (by the expression's id): a
    # finding is then located by generating that statement's code only (positions.py).
    owners: dict[int, cst.CSTNode] = field(default_factory=dict)
    # Names the function calls, and the module's member getters among them: an editor
    # reuses the analysis while those getters stay the same (`summaries.getters_called`).
    called: frozenset[str] = frozenset()
    getters_used: frozenset[Getter] = frozenset()
    # The module's classes whose fields never None the analysis consulted, with those fields
    # (reused while they stay the same: `summaries.never_none_fields`).
    fields_read: tuple[tuple[str, frozenset[str] | None], ...] = ()
    # The module's functions and exception classes whose reading routed an exception in
    # the function's graphs (`raises.RaisingView.used`), with what they read as: reused
    # while they read the same.
    raises_read: tuple[tuple[str, object], ...] = ()
    # The members (`identity`, `request_context.meta`) a function that is no tool's entry
    # leaves known non-None whenever it returns, beyond what held when it was called (`if
    # ident is None: raise`, however written): after a call, the caller knows them too.
    ensures: frozenset[str] = frozenset()
    # The members a plain function leaves non-None whenever it answers truthy, and whenever
    # it answers falsy, beyond what held when it was called: a predicate, however written.
    when_true: frozenset[str] = frozenset()
    when_false: frozenset[str] = frozenset()
    # The member (`identity`) every `return` of a function that is no tool's entry hands
    # back, however the body is written (`try: return ctx.identity finally: ...`); "": not one.
    returns: str = ""

    def reads(self, predicate: Any) -> list[Access]:
        return [a for a in self.accesses if a.field is not None and predicate(a.field)]


# The event lists of an `Analysis`, which a loop's kept round adds to the current result.
RECORDED_LISTS = tuple(f.name for f in dataclasses.fields(Analysis) if f.default_factory is list)


def merge_into(into: Analysis, other: Analysis) -> None:
    """Add to `into` what `other`, a walk of the same function, recorded and `into` did not
    (a function walked once per context parameter): events are told apart by the node
    they are about, so what both walks recorded (a call, a loop) is kept once."""
    for name in RECORDED_LISTS:
        mine: list[Any] = getattr(into, name)
        seen = {_event_key(e) for e in mine}
        mine.extend(e for e in getattr(other, name) if _event_key(e) not in seen)
    into.awaited_names |= other.awaited_names
    into.owners.update(other.owners)
    into.called |= other.called
    into.getters_used |= other.getters_used
    into.fields_read = tuple(dict([*into.fields_read, *other.fields_read]).items())
    into.raises_read = tuple(dict([*into.raises_read, *other.raises_read]).items())


def _event_key(event: object) -> tuple[object, ...]:
    node = event[1] if type(event) is tuple else getattr(event, "node", event)
    return (type(event), id(node), getattr(event, "usage", None))
