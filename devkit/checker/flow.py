"""Flow-sensitive analysis of one context function: a dataflow over its control flow.

Each block of the function is turned into a control-flow graph (`cfg.py`) and a `State`
is carried along its edges to a fixpoint: the facts known to hold (paths known non-None,
teardown scopes known honoured) and the environment (which names hold the context, which
alias a field, which hold a revealed secret). Where edges meet (after an `if`, a `match`,
a loop's head, an `except`), states are joined: facts must hold on every incoming path,
names may come from any. `return`, `raise` and calls that never return (`sys.exit`,
functions annotated `NoReturn`: `_stops`) have no normal edge in the graph;
`break`/`continue` leave on their own edges; an exception edge from every point of a `try`
body carries its states to the handlers. A node is evaluated again while the state
reaching it changes, and what it recorded in the settled state is kept. An assignment
kills the facts about its target and a value known non-None establishes them. The
statements of one node (a line, a test, a `case`) and expressions are walked here, in
order.

Every use of the context is recorded as an `Access` together with the facts that guard
it; the rules are simple filters over these records. Facts are typed (`facts.py`): a value
known not None, a teardown scope known honoured. Values are named by canonical paths:
`$ctx` is the context, `$ctx.identity` a field, `$ctx.request_context.meta` a member at
any depth; aliases (`c = ctx`, `cred = ctx.credential`, walrus, unpacking) resolve to the
same paths.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, NamedTuple, TypeVar, cast

import libcst as cst

from ..profiles import ContextField, PresenceKind, Profile, Role, SymbolRole
from . import cfg, events, syntax
from .annotations import admits_none, string_annotation
from .carriers import CARRYING_CALLS, MEASURING_CALLS, carrier_of_call
from .discovery import FunctionInfo, self_parameter
from .events import (
    RECORDED_LISTS,
    Access,
    Analysis,
    CallEvent,
    CallSite,
    ContextDeref,
    KeyLookup,
    Leak,
    MemberCall,
    PassedSecret,
    TeardownUse,
    Usage,
)
from .facts import (
    ATTRIBUTE_ERRORS_HANDLED,
    CTX,
    CTX_DOT,
    EMPTY,
    SERVICE_ERRORS_HANDLED,
    Facts,
    NotNone,
    ScopeHonoured,
    for_callees,
    holds,
    marked,
    member_of,
    name_scope_honoured,
    new_tuple,
    not_none,
    not_none_through,
    unmarked,
    without,
)
from .imports import PARTIAL_CALLS, ImportMap, dotted_name
from .literals import LOG_METHODS, code_lines, literal_text
from .literals import string_value as _string
from .membership import collections_without_none
from .raises import Raising, RaisingView
from .state import (
    JOIN_OF_VALUES,
    NOT_FOLLOWED,
    REBOUND,
    REBOUND_NONE,
    REBOUND_VALUE,
    Env,
    Flow,
    State,
    join,
)
from .summaries import (
    NO_RETURN_CALLS,
    Getter,
    NeverNoneFields,
    closure_test,
    getters_called,
    never_none_type,
    never_returns,
)
from .walk import (
    COMPOUND_STATEMENTS,
    EXPRESSIONS,
    SMALL_STATEMENTS,
    SUITES,
    descendants,
    statements,
)
from .walk import children as _children

# How often a node of a graph is evaluated at most: facts only shrink and names only grow,
# so loops settle far sooner.
MAX_VISITS = 50


# Awaited, these give the result of the one coroutine they run (`cfg.run_inside`).
_SINGLE_RUNNERS = frozenset(
    f"{module}{name}" for module in ("", "asyncio.") for name in ("wait_for", "shield")
)


def _run_within(value: cst.BaseExpression) -> cst.BaseExpression:
    """What awaiting `value` runs: the coroutine inside `asyncio.wait_for(c, 5)` or
    `shield(c)` (nested too); `value` itself otherwise."""
    while type(value) is cst.Call and dotted_name(value.func) in _SINGLE_RUNNERS:
        ran = cfg.run_inside(value)
        if not ran:
            break
        value = ran[0]
    return value


# Calls that run a generator expression through at once (`list(ctx.info(m) for m in ms)`):
# as the list comprehension would.
_MATERIALIZING = frozenset({"list", "tuple", "set", "frozenset", "sorted"})


def _links(node: cst.Comparison) -> list[cst.Comparison]:
    """A chained comparison's links, each a comparison of its own: `a < b < c` is `a < b`
    and `b < c`."""
    found = []
    left = node.left
    for target in node.comparisons:
        found.append(cst.Comparison(left=left, comparisons=[target]))
        left = target.comparator
    return found


def _chain_operands(node: cst.BooleanOperation) -> list[cst.BaseExpression]:
    """The operands of a chain of one operator, in order: `a or b or c` is `(a or b) or c`.

    Read in a loop: a generated chain of a thousand operands must not spend a frame on each."""
    operator = type(node.operator)
    found = [node.right]
    left = node.left
    while type(left) is cst.BooleanOperation and type(left.operator) is operator:
        found.append(left.right)
        left = left.left
    found.append(left)
    return found[::-1]


def _formats(node: cst.BinaryOperation) -> bool:
    """`"%s" % x`: formatting, which shows None as "None" (other arithmetic on None raises)."""
    return type(node.operator) is cst.Modulo and isinstance(
        node.left, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)
    )


def _left_usage(node: cst.BooleanOperation, usage: Usage) -> Usage:
    """How the left operand of `node`, itself used as `usage`, is used."""
    if type(node.operator) is not cst.Or:
        return Usage.TRUTH
    if syntax.is_none(node.right) and type(node.left) is not cst.BooleanOperation:
        return Usage.OR_NONE  # `ctx.run_id or None` defaults nothing
    return Usage.TRUTH if usage is Usage.TRUTH else Usage.OR_DEFAULT


def _common(each: Iterable[Facts]) -> Facts:
    """The facts every one of `each` holds (what holds whichever of them ran)."""
    found: Facts | None = None
    for facts in each:
        found = facts if found is None else found & facts
    return EMPTY if found is None else found


def _materialized(node: cst.BaseExpression) -> cst.GeneratorExp | None:
    """The generator expression `list(<genexp>)` (or tuple, set, sorted) runs through."""
    if type(node) is not cst.Call or len(node.args) != 1 or node.args[0].keyword is not None:
        return None
    argument = node.args[0].value
    if type(argument) is not cst.GeneratorExp or dotted_name(node.func) not in _MATERIALIZING:
        return None
    return argument


# The key, after a name, of what awaiting the coroutine it holds gives (`pending[await]`).
AWAITED = "[await]"


class _Reading(NamedTuple):
    """A value bound to a name, read in the state before the binding (so that `a, b = b, a`
    and `x = x.attr` see the old names). A named tuple: one is built per binding."""

    value: cst.BaseExpression
    other: cst.BaseExpression | None  # `x` of `x if t else None` and `x or None`
    path: str | None
    non_none: bool  # a value never None that names no member (a literal, an object made)
    is_context: bool
    # The parts holding members, as suffixes of the name: `['i']` of `{"i": ctx.f}`, `[0]` of
    # `(ctx.f, 1)`, `.run` of `Job(run=ctx.run_id)` (a record class of the module).
    elements: list[tuple[str, str]]
    mentions_scopes: bool
    key_scope: str | None
    # (what of the value carries a secret, else the secrets handed to functions of the
    # module whose results it holds: see `_secret_calls`)
    through: tuple[cst.CSTNode | None, list[tuple[PassedSecret, cst.CSTNode]]]
    # what awaiting the value gives, for a coroutine not awaited yet (`pending =
    # get_identity(ctx)`, then `await pending`): a member's path
    awaited: str | None = None


@dataclass
class _Loop:
    """A loop being walked, and whether its body waits (an `await`, a sleep: DK501)."""

    node: cst.CSTNode
    waits: bool = False


# Exceptions whose handler makes a dereference of None (or a missing service) non-fatal.
# SPEC §4 counts TypeError for every dereference, attribute reads included.
ATTR_GUARD_EXCEPTIONS = {"AttributeError", "TypeError", "Exception", "BaseException"}
CATCH_ALL = {"Exception", "BaseException"}
SERVICE_GUARD_EXCEPTIONS = ATTR_GUARD_EXCEPTIONS | {
    "ServiceNotAttached",
    "RuntimeError",
    "DevkitError",
}
# Builtins that iterate or measure their argument, so None makes them raise.
CONSUMING_BUILTINS = {
    "len",
    "iter",
    "list",
    "tuple",
    "set",
    "sorted",
    "enumerate",
    "sum",
    "any",
    "all",
    "min",
    "max",
    "next",
    "reversed",
    "frozenset",
    "dict",
}
# Calls that iterate every positional argument (`zip(a, b)`), or every one after the first
# (`map(f, xs)`, `filter(f, xs)`).
ITERATING_ALL = {"zip", "itertools.chain", "itertools.product", "itertools.zip_longest"}
ITERATING_REST = {"map", "filter", "itertools.starmap"}
# Builtins that raise TypeError on None (`int(None)`); `str(None)` and `bool(None)` do not.
CONVERTING_BUILTINS = {"int", "float", "complex", "ord", "abs", "round", "divmod"}
OUTPUT_CALLS = {"print", "sys.stdout.write", "sys.stderr.write", "pprint", "pprint.pprint"}
SLEEP_CALLS = {"sleep", "time.sleep", "asyncio.sleep", "anyio.sleep", "trio.sleep"}
# Functions that take a value without calling it (a bound method passed to them stays uncalled).
NOT_CALLING = MEASURING_CALLS | {"print", "repr", "str", "hasattr", "getattr", "setattr"}
KEY_METHODS = {"get", "pop", "setdefault"}
# Methods that put their arguments into the object they are called on.
STORING_METHODS = {
    *("append", "appendleft", "extend", "extendleft", "insert", "add", "update"),
    *("setdefault", "put", "put_nowait"),
}


def names_a_key(name: str) -> bool:
    """Whether a variable or keyword is named as a key (`cache_key`, `key=`): what is
    assigned or passed to it is used as a key (DK401)."""
    return "key" in name.lower()


def param_members(
    node: cst.FunctionDef, members: Mapping[int | str, str], skip_self: int
) -> dict[str, str]:
    """The parameters of `node` that arguments holding members land on (by position, after
    a bound `self`, or by keyword), each with its member's path."""
    params = [*node.params.posonly_params, *node.params.params]
    names = {p.name.value for p in [*params, *node.params.kwonly_params]}
    found: dict[str, str] = {}
    for where, path in members.items():
        if isinstance(where, int):
            if where + skip_self < len(params):
                found[params[where + skip_self].name.value] = path
        elif where in names:
            found[where] = path
    return found


def _arguments(args: Sequence[cst.Arg]) -> Iterator[tuple[int | str, cst.BaseExpression]]:
    """Each argument with where it lands: its position, its keyword, or `"**"` for a
    mapping unpacked into keywords. `*[a, b]` and `*(a,)` are spelled-out positions; after
    any other `*xs`, positions are unknown and not given."""
    position: int | None = 0  # None: unknown from here on
    for arg in args:
        if arg.star == "**":
            yield "**", arg.value
            continue
        if arg.keyword is not None:
            yield arg.keyword.value, arg.value
            continue
        values: Sequence[cst.BaseElement | cst.Arg] = (arg,)
        if arg.star:
            value = arg.value
            if type(value) is not cst.List and type(value) is not cst.Tuple:
                position = None
                continue
            values = value.elements
        for element in values:
            if type(element) is cst.StarredElement:
                position = None
            elif position is not None:
                yield position, element.value
                position += 1


def _partial_target(func: cst.BaseExpression) -> cst.Call | None:
    """`partial(f, ...)` when `func` is that call of `functools.partial` on a name."""
    if type(func) is not cst.Call or dotted_name(func.func) not in PARTIAL_CALLS:
        return None
    args = func.args
    if (
        not args
        or args[0].star
        or args[0].keyword is not None
        or type(args[0].value) is not cst.Name
    ):
        return None
    return func


def _handed_arguments(call: cst.Call) -> Sequence[cst.Arg]:
    """What a call hands its function: for `partial(f, a)(b)`, `a` then `b`."""
    bound = _partial_target(call.func)
    return [*bound.args[1:], *call.args] if bound is not None else call.args


# Calls whose value is a truth value (besides the module's predicates).
_TRUTH_CALLS = frozenset({"bool", "isinstance", "callable", "hasattr", "any", "all"})


def _read_of_param(
    read: cst.BaseExpression, param: str, arg: cst.BaseExpression
) -> cst.BaseExpression | None:
    """What `read` (the parameter, or a member of it: `c.run_id`) is at a call handing the
    parameter `arg` (`ctx.run_id`), if it reads the parameter."""
    attrs: list[cst.Name] = []
    while type(read) is cst.Attribute:
        attrs.append(read.attr)
        read = read.value
    if type(read) is not cst.Name or read.value != param:
        return None
    for attr in reversed(attrs):
        arg = cst.Attribute(arg, attr)
    return arg


# What `_return_paths` records for `return None` (and falling off the end).
_NONE_RETURNED = "None"
_VALUE_RETURNED = "value"  # a `return` of a value never None (`return "none"`)
_NOT_NONE_MARK = "!"  # before a returned member's path: known not None at that `return`
_THROUGH_MARK = re.compile(r"<(\d+)$")  # `h<0`: `h` holds what `_through[0]` returned
_ONE_OF_MARK = "?"  # after a call's member when the call may return another member instead


def _one_member(paths: list[str | None], may_be_none: Callable[[str], bool] | None = None) -> str:
    """The member every `return` but those handing back None or a value never None names
    (`identity` of `$ctx.identity`), else "": a call is that member, or None (pyright infers
    `X | None`), or a value.

    Several members (`return ctx.run_id` on one path, `ctx.session_id` on another): the
    call is one of them, read as the first that may be None where it is returned (by
    `may_be_none`), so a dereference of the call is checked as one of that member."""
    returned: list[str] = []
    one_of = ""  # a call of a getter that is itself one of several members
    for path in paths:
        if path in (_NONE_RETURNED, _VALUE_RETURNED):
            continue
        if path is not None and path.endswith(_ONE_OF_MARK):
            path, one_of = path[: -len(_ONE_OF_MARK)], _ONE_OF_MARK
        if path is None or not _plain_member(path.removeprefix(_NOT_NONE_MARK)):
            return ""  # some other value
        returned.append(path)
    members = list(dict.fromkeys(p.removeprefix(_NOT_NONE_MARK) for p in returned))
    if len(members) > 1:
        none_too = _NONE_RETURNED in paths  # then each member is the call's value or None
        for path in returned:
            member = path.removeprefix(_NOT_NONE_MARK)
            if may_be_none is not None and (none_too or path == member) and may_be_none(member):
                # marked: a test of the call proves nothing of the member itself
                return member[len(CTX) + 1 :] + _ONE_OF_MARK
        return ""
    if not members or (
        _VALUE_RETURNED in paths and all(p.startswith(_NOT_NONE_MARK) for p in returned)
    ):
        return ""  # (the member where it is known not None, or a value: never None)
    return members[0][len(CTX) + 1 :] + one_of


def _plain_member(path: str) -> bool:
    """A member path of the context: `$ctx.identity.tenant`, not a call's result."""
    return path.startswith(CTX_DOT) and "?" not in path and "(" not in path


def _argument_for(call: cst.Call, getter: Getter) -> cst.BaseExpression | None:
    """The argument a call hands to a getter's parameter (None: not known, or none),
    `**{"ctx": ctx}` and the arguments of `partial(getter, ctx)(...)` included."""
    for i, arg in enumerate(_handed_arguments(call)):
        entries = syntax.dict_call_entries(arg.value) if arg.star == "**" else None
        if entries is not None:  # `**dict(ctx=ctx)`
            found = next((part for key, part in entries if key == getter.param), None)
            if found is not None:
                return found
            continue
        if arg.star == "**" and type(arg.value) is cst.Dict:
            for element in arg.value.elements:
                if type(element) is cst.DictElement and _string(element.key) == getter.param:
                    return element.value
            continue
        if arg.star:
            return None  # which argument lands where is not known
        by_keyword = arg.keyword is not None and arg.keyword.value == getter.param
        if by_keyword or (arg.keyword is None and i == getter.index):
            return arg.value
    return None


def _with_literal_arguments(
    getter: Getter,
    call: cst.Call,
    literal: Callable[[cst.BaseExpression], str | None],
    several: Callable[[cst.BaseExpression], bool],
) -> cst.BaseExpression:
    """A predicate's test with its other parameters replaced by the call's literal
    arguments (`honours(ctx, "run")` tests `"run" in ctx.teardown_scopes`, and so does
    `honours(ctx, s)` after `s = "run"`: `literal` reads names), or by a name of the
    caller's bound to `several` literals (the test is then about whichever it holds); a
    parameter given anything else stays a name, which proves nothing about it."""
    test = cast(cst.BaseExpression, getter.test)
    for index, param in getter.others:
        value = _argument_for(call, replace(getter, index=index, param=param))
        if type(value) is cst.Name and value.value != getter.param and several(value):
            pass
        elif type(value) is cst.Name and (text := literal(value)) is not None:
            value = cst.SimpleString(repr(text))
        elif not isinstance(value, (cst.SimpleString, cst.Integer)):
            continue
        names = [n for n in syntax.names_in(test) if n.value == param]
        test = syntax.replaced(test, {id(name): value for name in names})
    return test


def _names_assigned(block: cst.BaseSuite) -> dict[str, cst.BaseExpression]:
    """The names a block's own simple statements assign a value other than None to
    (`rid = "local"`), with the value last assigned."""
    found: dict[str, cst.BaseExpression] = {}
    for stmt in statements(block):
        one_line = type(stmt) is cst.SimpleStatementLine or type(stmt) is cst.SimpleStatementSuite
        for small in getattr(stmt, "body", ()) if one_line else ():
            assigned = syntax.assignment(small)
            if assigned is None or len(assigned[0]) != 1 or type(assigned[0][0]) is not cst.Name:
                continue
            if not syntax.is_none(assigned[1]):
                found[assigned[0][0].value] = assigned[1]
    return found


def _holds_context_or_none(path: str) -> bool:
    """Whether `path` is a name's hold on the context or None (`c = ctx if ok else None`)."""
    return "?" in path and unmarked(path) == CTX


_V = TypeVar("_V")
EMPTY_NAMES: frozenset[str] = frozenset()


def _pairs(held: Mapping[str, _V]) -> tuple[tuple[str, _V], ...]:
    """A name -> value map as `Env` holds it: sorted pairs."""
    return tuple(sorted(held.items())) if held else ()


# Expressions holding nothing the walk looks at (no name, no call).
_LITERALS = frozenset({cst.SimpleString, cst.Integer, cst.Float, cst.Imaginary, cst.Ellipsis})
# What a subscript reads in place, not through a name (`both(ctx)[1]`, `{"i": ctx.f}["i"]`).
_INDEXED_IN_PLACE = frozenset({cst.Call, cst.Await, cst.Tuple, cst.List, cst.Dict})
# Calls whose elements are the elements of their one argument (`for x in sorted([ctx.f])`).
_SAME_ELEMENTS = frozenset({"list", "tuple", "set", "sorted", "reversed", "iter", "frozenset"})
_UNKNOWN = cst.Name("_unknown_")  # an element of which nothing is known (an index)


def _params_of(scope: cst.CSTNode) -> set[str]:
    if type(scope) is cst.FunctionDef or type(scope) is cst.Lambda:
        return {p.name.value for p in syntax.every_param(scope.params)}
    return set()


class FunctionAnalyzer:
    """Walks one function; see the module docstring."""

    def __init__(
        self,
        info: FunctionInfo,
        imports: ImportMap,
        initial: Facts,
        is_tool_entry: bool,
        no_return: frozenset[str] = frozenset(),
        getters: Mapping[str, Getter] | None = None,
        fields: NeverNoneFields | None = None,
        constants: Mapping[str, tuple[str, ...]] | None = None,
        aliases: Mapping[str, str] | None = None,
        raising: Raising | None = None,
        collections: frozenset[str] = frozenset(),
    ) -> None:
        self.info = info
        # the module's names bound once to literals without None (`ALLOWED = ("a", "b")`),
        # and, by scope as first asked for (0: the function), the names whose elements are
        # never None there (`_collections_here`)
        self.collections = collections
        self._no_none_names: dict[int, frozenset[str]] = {}
        # `who = identity_of`: local names bound once to a function of another scope
        self._function_names: dict[str, str] = {}
        # Which handlers an exception from a node reaches (None: all around it), and the
        # module's definitions that reading consulted (`Analysis.raises_read`).
        self._raising = raising
        self._raises_read: dict[str, object] = {}
        self.constants = constants or {}  # the module's names bound only to strings
        self.function_aliases = aliases or {}  # `notify = _notify` at the top level
        self._literal_names: dict[str, tuple[str, ...]] | None = None  # see `literal_values`
        self._literal_locals: frozenset[str] = frozenset()
        self._locals: dict[int, frozenset[str]] = {}  # by scope: see `_local_container`
        self._scopes_in = 0  # how deep in nested functions, lambdas and classes the walk is
        # The facts at each of the function's own `return`s, when it may be a helper whose
        # returning proves something (`ensures`); None: not collected.
        self._return_facts: list[Facts] | None = None
        # The same per `return` of a plain function, split by what the call answers: the
        # facts when it is truthy and when falsy (None: that return cannot be), for
        # predicates however written (`when_true`, `when_false`); None: not collected.
        self._return_answers: list[tuple[Facts | None, Facts | None]] | None = None
        # The paths each `return` hands back (`returns`); None: not collected.
        self._return_paths: list[str | None] | None = None
        self._nested_scopes: list[cst.CSTNode] = []  # those, innermost last
        # By id of a nested `def`: the paths each of its `return`s hands back, its end
        # included, as `_return_paths` (what a call of it without arguments returns).
        self._nested_returns: dict[int, list[str | None]] = {}
        self._nested_reveals: set[int] = set()  # ids of nested `def`s returning a secret
        # by id of a nested `def`: the secrets it hands to functions of the module whose
        # results it returns (see `_secret_calls`)
        self._nested_through: dict[int, list[PassedSecret]] = {}
        # While `_secret_calls` reads a value: the secrets in it handed to functions of the
        # module whose results it holds, with the node holding each (None otherwise).
        self._calls_seen: list[tuple[PassedSecret, cst.CSTNode]] | None = None
        # The secrets handed to functions of the module whose results names hold: a name
        # `n` holding the result of `_through[i]` is `n<i` among the tainted names.
        self._through: list[PassedSecret] = []
        self._through_index: dict[tuple[object, ...], int] = {}  # by argument and callee
        self._nested_nodes: dict[int, list[cst.CSTNode]] = {}  # by id: their scope_nodes
        # by id: see `_bound_in`
        self._scope_bindings: dict[int, tuple[Mapping[str, tuple[str, ...]], frozenset[str]]] = {}
        self.getters = getters or {}
        self.fields = fields  # the module's classes' fields never None
        self._called: set[str] = set()  # names of functions called by name
        self.profile: Profile = info.profile
        self.imports = imports
        self.initial = initial
        self.is_tool_entry = is_tool_entry
        self.no_return = no_return | NO_RETURN_CALLS
        self.result = Analysis(info)
        # The environment of the path being walked (saved in, and restored from, `State`s).
        self.ctx_names: set[str] = set(info.ctx_params)
        # local name -> canonical field path; a parameter a caller hands a member starts so
        self.aliases: dict[str, str] = {n: p for n, p in info.member_params if p}
        # Whether any alias names an element of a literal (`d["i"]` after `d = {"i": ctx.f}`):
        # until one does, subscripts and rebindings need no look for them.
        self._elements = any("[" in n for n in self.aliases)  # `kwargs['ctx']`
        self.scope_sets: set[str] = set()  # local names holding the teardown scopes
        self.scope_elements: set[str] = set()  # local names holding one of them
        self.key_vars: dict[str, str] = {}  # local name -> scope of its tool_session_key
        # local name -> the texts it holds on this path, when last bound to string literals
        self.literal_names: dict[str, tuple[str, ...]] = {}
        self.texts: dict[str, str] = {}  # names holding a member as text (`Env.texts`)
        self.tainted: set[str] = set()  # local names holding a revealed secret
        self.conditions: dict[str, int] = {}  # local name -> id of the test it holds
        self._tests: dict[int, cst.BaseExpression] = {}  # those tests, by id
        self._signature: dict[str, str | None] | None = None  # see `_typed_param`
        self._typed: dict[str, str | None] | None = None  # the same, never rebound
        self._nodes: list[cst.CSTNode] | None = None  # see `syntax.scope_nodes`
        self._bound_twice: dict[int, frozenset[str]] = {}  # by scope: see `_bound_again`
        self.walrus = True  # whether the module's text may hold `:=` (`no_walrus`)
        self._graphs: dict[object, cfg.Graph] = {}  # the blocks walked, by their node's id
        self._caught_calls: dict[int, tuple[int, int]] = {}  # see `_caught_at_calls`
        self._fields_read: dict[str, frozenset[str] | None] = {}  # the classes consulted
        self._env: Env | None = None  # snapshot of the five above, while they are unchanged
        self._last_env: Env | None = None
        self.try_attr = 0
        self.try_service = 0
        self.loops: list[_Loop] = []  # the enclosing loops, innermost last
        self.statement: cst.SimpleStatementLine | None = None
        self._where: cst.CSTNode | None = None  # the innermost statement being walked
        self._owners = self.result.owners
        self.outer: cst.CSTNode | None = None
        # The expression being awaited, dropped, or assigned to a name right now (DK005).
        self._awaiting: tuple[cst.BaseExpression, ...] = ()  # what the last `await` awaits
        self._running: cst.CSTNode | None = None  # a generator expression run through at once
        self._discarded: cst.CSTNode | None = None
        self._dropped_elements: tuple[cst.CSTNode, ...] = ()  # of a list dropped so
        self._returned: cst.CSTNode | None = None
        self._assigned: tuple[cst.CSTNode, str] | None = None
        self._stored: tuple[cst.CSTNode, str] | None = None  # see `_local_container`
        self._argument_of: tuple[cst.CSTNode, str] | None = None
        # Local names bound to what a call of a name made (`h = Helper()`), by that name: an
        # instance, if the name is a class of the module, whose methods calls then reach.
        self._made: dict[str, str] = {}
        # Optional values dereferenced on every path through the current small statement:
        # after it they are known not None (had one been None, the statement would have
        # raised), so one root cause is one finding, not one per later use.
        self._derefs: set[str] = set()
        # What holds after the current small statement because a call in it that never
        # returns ran only when it failed (`ctx.identity or deny("identity")`).
        self._proven: Facts = EMPTY
        self._conditional = 0  # inside a branch of and/or/if-else, a comprehension, a lambda
        # The context parameter is annotated as maybe None (`ctx: Context | None = None`):
        # every use of the context dereferences it.
        self.ctx_optional = (
            info.ctx_attrs_optional
            or info.ctx_maybe_none
            or any(
                p.name.value in info.ctx_params
                and p.annotation is not None
                and admits_none(p.annotation.annotation)
                for p in info.params
            )
        )
        # `self` of a method, whose attributes may hold the context or a member (`self.ident
        # = ctx.identity`), here or in another method of the class.
        self.self_param = (
            self_parameter(info.node)
            if info.class_name and type(info.node) is cst.FunctionDef
            else None
        )
        self._member_attrs = {a: (m, none_too) for a, m, none_too in info.member_attrs}
        self._attr_aliases = False  # whether a `self.<attr>` store was followed yet
        self.in_async = type(info.node) is cst.FunctionDef and info.node.asynchronous is not None
        # Whether a secret can come out of the context at all here (most calls need no look).
        self._reveals = info.profile.may_reveal_secrets
        self._secrets = True  # whether a value here can be a secret (see `no_secrets`)
        # A framework names what its members raise (ADK: ValueError); only that, or a
        # handler of every exception, makes the call safe there.
        handled = info.profile.handling_exceptions
        self.service_exceptions = (
            CATCH_ALL | set(handled) if handled else set(SERVICE_GUARD_EXCEPTIONS)
        )
        # Functions defined in this one, by name: called with the context, they are walked
        # again with their parameter bound to it (a helper local to the tool).
        self.local_defs: dict[str, cst.FunctionDef] = {}
        # Names holding a member or a default (`w = ctx.wanted or {}`): never None, but what
        # is looked up in them is looked up in the member (DK105). Not per path: only the
        # receivers of lookups read it.
        self._defaulted: dict[str, str] = {}
        # What the failed guard of each `case <values> if g:` proves, by match and pattern
        # text, then by case (see `_case`)
        self._guards_failed: dict[tuple[int, str], dict[int, Facts]] = {}
        self._reading_predicates: set[str] = set()  # the nested predicates being read
        # Nested functions that rebind names of this one (`nonlocal x; x = None`), by name.
        self.nonlocal_writes: dict[str, list[tuple[str, cst.BaseExpression | None]]] = {}
        self._walking_local: set[str] = set()

    # -- entry -------------------------------------------------------------------------------

    def run(self) -> Analysis:
        try:
            return self._run()
        finally:
            for graph in self._graphs.values():
                graph.release()
            self._graphs.clear()

    def _run(self) -> Analysis:
        node = self.info.node
        if isinstance(node, cst.Lambda):
            self.expr(node.body, self.initial, Usage.PLAIN)
            if self.is_tool_entry:
                self._check_sink(node.body, "return")
        else:
            for param in self.info.params:
                if param.default is not None:
                    self.expr(param.default, self.initial, Usage.PLAIN)
            if type(node) is cst.FunctionDef:
                # (a tool's entry may be called as a helper too: `def tag(q, tool_context)`)
                self._return_paths = []
            if not self.is_tool_entry and type(node) is cst.FunctionDef:
                self._return_facts = []
                if node.asynchronous is None:
                    self._return_answers = []
            flow = self.suite(node.body, self.state(self.initial))
            if flow.breaks or flow.continues:  # `break` outside a loop: the compiler refuses it
                self.result.refused_syntax.append(node)
            if self._return_facts is not None:
                self.result.ensures = self._ensured(flow)
            if self._return_answers is not None:
                self.result.when_true, self.result.when_false = self._answers(flow)
            if self._return_paths:
                ends: list[str | None] = [_NONE_RETURNED] if flow.normal is not None else []
                self.result.returns = _one_member(  # (its end: None)
                    self._return_paths + ends, self._may_be_none
                )
        self.result.called = frozenset(self._called)
        self.result.getters_used = getters_called(self.getters, self.result.called)
        self.result.fields_read = tuple(sorted(self._fields_read.items()))
        self.result.raises_read = tuple(sorted(self._raises_read.items()))
        return self.result

    def _ensured(self, flow: Flow) -> frozenset[str]:
        """The members non-None at every way out of the function that returns (its `return`s,
        its end), beyond its initial facts: what a caller learns when the call returns. A
        loop's `return` met before the loop settled may hold more than it will: meeting
        every evaluation keeps only what all of them hold."""
        exits = list(self._return_facts or ())
        if flow.normal is not None:
            exits.append(flow.normal.facts)
        if not exits:
            return frozenset()  # it never returns: `no_return_functions` says so already
        return self._members(frozenset.intersection(*exits))

    def _answers(self, flow: Flow) -> tuple[frozenset[str], frozenset[str]]:
        """The members non-None whenever the function answers truthy, and whenever it
        answers falsy (falling off its end answers None), beyond its initial facts: what a
        call in a condition proves (`if ctx.identity is None: return False` ... `return
        True`). Nothing when it answers one way only."""
        answers = list(self._return_answers or ())
        if flow.normal is not None:
            answers.append((None, flow.normal.facts))
        truthy = [t for t, _ in answers if t is not None]
        falsy = [f for _, f in answers if f is not None]
        if not truthy or not falsy:
            return frozenset(), frozenset()
        return (
            self._members(frozenset.intersection(*truthy)),
            self._members(frozenset.intersection(*falsy)),
        )

    def _members(self, held: Facts) -> frozenset[str]:
        """The context members `held` knows non-None beyond the initial facts (not what a
        member call returned: the caller's next call returns anew)."""
        held = held - self.initial
        prefix = CTX_DOT
        # A name holding a member or None (`caps = getattr(params, "capabilities", None)`)
        # known not None shows the member there too.
        paths = (unmarked(f.path) for f in held if type(f) is NotNone)
        return frozenset(p[len(prefix) :] for p in paths if p.startswith(prefix) and "(" not in p)

    # -- states ----------------------------------------------------------------------------

    def state(self, facts: Facts) -> State:
        """The current path's state: `facts` with the environment as it is now."""
        if self._env is None:  # snapshots are taken per statement; bindings are rarer
            env = new_tuple(
                Env,
                (
                    frozenset(self.ctx_names),
                    _pairs(self.aliases),
                    frozenset(self.scope_sets) if self.scope_sets else EMPTY_NAMES,
                    _pairs(self.key_vars),
                    frozenset(self.tainted) if self.tainted else EMPTY_NAMES,
                    _pairs(self.conditions),
                    frozenset(self.scope_elements) if self.scope_elements else EMPTY_NAMES,
                    _pairs(self.literal_names),
                    _pairs(self.texts),
                ),
            )
            # the same as the last snapshot (a binding that changed nothing): that one, so
            # that states compare by identity where paths meet
            last = self._last_env
            self._env = self._last_env = last if env == last else env
        return new_tuple(State, (facts, self._env))  # not the class call: see facts.new_tuple

    def enter(self, state: State) -> Facts:
        """Make `state`'s environment current; returns its facts."""
        env = state.env
        if env is not self._env:
            self.ctx_names = set(env.ctx_names)
            self.aliases = dict(env.aliases)
            self.scope_sets = set(env.scope_sets)
            self.key_vars = dict(env.key_vars)
            self.tainted = set(env.tainted)
            self.conditions = dict(env.conditions)
            self.scope_elements = set(env.scope_elements)
            self.literal_names = dict(env.literals)
            self.texts = dict(env.texts)
            self._env = env
        return state.facts

    def changed(self) -> None:
        """The environment was just changed: the next snapshot must be taken anew."""
        self._env = None

    def go(self, facts: Facts) -> Flow:
        return Flow(self.state(facts))

    @staticmethod
    def plus(state: State, facts: Facts) -> State:
        return new_tuple(State, (state.facts | facts, state.env))

    def scratch(self) -> Analysis:
        """Swap in a throw-away result: walks that only compute states record nothing."""
        saved, self.result = self.result, Analysis(self.info)
        return saved

    # -- paths and facts ------------------------------------------------------------------

    def path(self, node: cst.CSTNode) -> str | None:
        """The canonical path `node` names (`$ctx`, `$ctx.identity`, ...), if any.

        Hot: node kinds are told apart with `type(...) is`, as libcst's classes are ABCs
        and `isinstance` on them is several times slower (none of these is subclassed)."""
        if type(node) is cst.Name:
            value = node.value
            if value in self.ctx_names:
                return CTX
            alias = self.aliases.get(value)
            return alias if alias is not None and alias not in NOT_FOLLOWED else None
        if type(node) is cst.Attribute:
            inner = node.value
            if self._elements and type(inner) is cst.Name:
                held = self.aliases.get(f"{inner.value}.{node.attr.value}")  # `job.run`
                if held is not None:
                    return held if held not in NOT_FOLLOWED else None
            if (
                self.self_param is not None
                and type(inner) is cst.Name
                and inner.value == self.self_param
            ):
                held = self._self_attribute(node.attr.value)
                if held is not None:
                    return held or None
            base = self.path(inner)
            if base is not None and _holds_context_or_none(base):
                base = CTX  # `c.x` where `c = ctx if ok else None`: when it runs, it is `ctx.x`
            return f"{base}.{node.attr.value}" if base else None
        if type(node) is cst.NamedExpr:
            return self.path(node.value)
        if type(node) is cst.Subscript:
            if type(node.value) is not cst.Name:
                return self._subscripted_path(node)
            key = syntax.element_name(node, self._key) if self._elements else None
            alias = self.aliases.get(key) if key is not None else None
            return alias if alias is not None and alias not in NOT_FOLLOWED else None
        if type(node) is cst.Await:
            return self._await_path(node.expression)
        if type(node) is not cst.Call:
            return None
        if self._elements and (key := syntax.got_element(node, self._key)) is not None:
            alias = self.aliases.get(key)  # `d.get("i")` of `d = {"i": ctx.identity}`
            return alias if alias is not None and alias not in NOT_FOLLOWED else None
        if (self.getters or self.local_defs) and (got := self._got(node, False)) is not None:
            return got
        called = dotted_name(node.func)
        if called in PARTIAL_CALLS and node.args and not node.args[0].star:
            # `partial(ctx.save_artifact, "a")` is that member, called later with the rest
            member = self._bound_member(node.args[0].value)
            return self.path(node.args[0].value) if member is not None else None
        if called != "getattr":
            resolved = self.imports.resolve(node.func)
            if resolved is not None and resolved[0].name == self.profile.name:
                role = self.profile.role_of(resolved[1])
                if role is SymbolRole.ACCESSOR:
                    return CTX  # get_context() is the context
                if role is SymbolRole.MEMBER_FUNCTION:
                    return f"{CTX}.{resolved[1]}()"
            method = self._method_of(node.func)
            if method is not None and method[1] == "get" and syntax.no_default(node):
                base = method[0]  # `ctx.wanted.get(key)`: None for a missing key
                if base is not None and self.field_of(f"{base}.get()") is not None:
                    return f"{base}.get()"
            member = self.field_of(self.path(node.func))
            if member is not None and member.result is not None and not member.is_async:
                return f"{CTX}.{member.name}()"
            return None
        if len(node.args) in (2, 3) and (attr := self.literal(node.args[1].value)) is not None:
            base = self.path(node.args[0].value)
            return f"{base}.{attr}" if base else None  # getattr(ctx, "f", None) is ctx.f
        return None

    def _await_path(self, inner: cst.BaseExpression) -> str | None:
        """The path `await <inner>` gives: what an async getter of the module or an async
        member returns, run inside `asyncio.wait_for(...)` too, or held by a name
        (`pending = get_identity(ctx)`, then `await pending`)."""
        inner = _run_within(inner)  # `await asyncio.wait_for(get_identity(ctx), 5)`
        if type(inner) is cst.Call:
            if (self.getters or self.local_defs) and (got := self._got(inner, True)) is not None:
                return got
            member = self.field_of(self.path(inner.func))
            if member is not None and member.is_async and member.result is not None:
                return f"{CTX}.{member.name}()"
        elif type(inner) is cst.Name and self._elements:
            held = self.aliases.get(inner.value + AWAITED)
            return held if held is not None and held not in NOT_FOLLOWED else None
        return None

    def _self_attribute(self, attr: str) -> str | None:
        """What `self.<attr>` holds, when the analysis knows: the context (`self.ctx = ctx`
        in a method of the class), what this method last stored there, or the member a
        method of the class stores there (None where it may be); "" for a value not known;
        None when nothing is known of the attribute."""
        if attr in self.info.ctx_attrs:
            return CTX
        if self._attr_aliases:
            alias = self.aliases.get(f"{self.self_param}:{attr}")
            if alias is not None:
                return alias if alias not in NOT_FOLLOWED else ""
        held = self._member_attrs.get(attr)
        if held is None:
            return None
        member, none_too = held
        path = f"{CTX}.{member}"
        if none_too:
            # a method stores None there too (`self.ident = None` in `__init__`): it may be
            # None anywhere; its facts are its own
            return marked(path, f"self:{attr}", "attribute")
        if self._settled(path):
            return path  # a member never None, and nothing else stored: that member
        return marked(path, f"self:{attr}", JOIN_OF_VALUES)  # None where the member may be

    def _called_name(self, func: cst.BaseExpression) -> str | None:
        """`f` for `f(...)`, `Class.m` for `self.m(...)` in a method of Class, `server.m`
        for an accessor method of a server instance (getters' names)."""
        if type(func) is cst.Name:
            name = func.value
            if self._function_names and name in self._function_names:
                return self._function_names[name]
            if self.function_aliases and name not in self.local_defs:
                return self.function_aliases.get(name, name)
            return name
        if (bound := _partial_target(func)) is not None:  # `partial(f, ctx)(...)` calls `f`
            return cast(cst.Name, bound.args[0].value).value
        if (
            type(func) is cst.Attribute
            and type(func.value) is cst.Name
            and (name := f"{func.value.value}.{func.attr.value}") in self.getters
        ):
            return name
        if (
            type(func) is cst.Attribute
            and type(func.value) is cst.Name
            and func.value.value in ("self", "cls")
            and self.info.class_name
        ):
            return f"{self.info.class_name}.{func.attr.value}"
        return None

    def _getter_of(self, func: cst.BaseExpression) -> Getter | None:
        """The module's getter a call of `func` calls, unless a local definition hides it."""
        name = self._called_name(func)
        return self.getters.get(name) if name and name not in self.local_defs else None

    def _got(self, call: cst.Call, is_async: bool) -> str | None:
        """The path a call of a member getter of this module returns (`identity_of(ctx)`)."""
        name = self._called_name(call.func)
        if name is None:
            return None
        if name in self.local_defs:
            return self._local_got(call, self.local_defs[name], is_async)
        getter = self.getters.get(name)
        if (
            getter is None
            or getter.is_async != is_async
            or getter.test is not None
            or getter.reveals
            or getter.elements
        ):
            return None
        if getter.context:  # a wrapper of the accessor: the context, of its profile only
            same = getter.context == self.profile.name and not getter.context_or_none
            return CTX if same else None
        arg = _argument_for(call, getter)
        base = self.path(arg) if arg is not None else None
        if base is None:
            return None
        if not getter.chain:
            return base  # `return ctx`: the argument itself
        if getter.chain.endswith("()"):  # `return ctx.m()`: a sync member's result
            member = self.field_of(f"{base}.{getter.chain[:-2]}")
            if member is None or member.is_async != getter.awaits:
                return None  # an async one's coroutine is not the result (unless awaited)
        return f"{base}.{getter.chain}"

    def _local_got(self, call: cst.Call, node: cst.FunctionDef, is_async: bool) -> str | None:
        """The member a call without arguments of a function defined here returns (`def
        tenant(): return ctx.identity.tenant`, or `ident=ctx.identity` as a default), as
        its walk found it: every `return` hands back that member, None or a value."""
        returns = self._nested_returns.get(id(node))
        if call.args or not returns or (node.asynchronous is not None) != is_async:
            return None
        member = _one_member(returns, self._may_be_none)
        return f"{CTX}.{member}" if member else None

    def _required(self, value: cst.BaseExpression, facts: Facts) -> Facts:
        """`facts` and, after `require_identity(ctx)` returns (a `requires` summary), what it
        tested."""
        if type(value) is cst.Await:
            value = value.expression
        if type(value) is not cst.Call:
            return facts
        facts = facts | (self._predicate(value, True, facts, requirer=True) or EMPTY)
        return facts | self._read_by_getter(value)

    def _read_by_getter(self, call: cst.Call) -> Facts:
        """The members a getter read on its way back (`tenant(ctx)` returning
        `c.identity.tenant` read `ctx.identity`): not None once the call has returned."""
        getter = self._getter_of(call.func)
        if getter is None or not getter.ensures:
            return EMPTY
        arg = _argument_for(call, getter)
        base = self.path(arg) if arg is not None else None
        if base is None or not (base == CTX or (base.startswith(CTX_DOT) and "?" not in base)):
            return EMPTY
        return not_none(*(f"{base}.{member}" for member in getter.ensures))

    def _predicate(
        self, call: cst.Call, positive: bool, facts: Facts, requirer: bool = False
    ) -> Facts | None:
        """What a call of the module's predicate proves, true or false (`has_memory(ctx)`
        with `return ctx.memory_service is not None`): its test, read with the parameter
        bound to the argument. None: not a call of a predicate."""
        name = self._called_name(call.func)
        if name in self.local_defs and not requirer and not call.args:
            # `def ready(): return ctx.f is not None`
            test = closure_test(self.local_defs[name], self.literal)
            if test is None or name in self._reading_predicates:
                return None  # (`def p(): return not p()` proves nothing, and ends)
            self._reading_predicates.add(name)
            try:
                return self.truthy(test, facts) if positive else self.falsy(test, facts)
            finally:
                self._reading_predicates.discard(name)
        getter = self.getters.get(name) if name and name not in self.local_defs else None
        if getter is None or getter.test is None or getter.requires != requirer:
            return None
        if getter.name in self._reading_predicates:
            return EMPTY  # `def p(c): return p(c)` proves nothing, and ends
        self._reading_predicates.add(getter.name)
        try:
            return self._module_predicate(getter, call, positive, facts)
        finally:
            self._reading_predicates.discard(getter.name)

    def _module_predicate(
        self, getter: Getter, call: cst.Call, positive: bool, facts: Facts
    ) -> Facts:
        arg = _argument_for(call, getter)
        base = self.path(arg) if arg is not None else None
        if base is None:
            return EMPTY
        test = _with_literal_arguments(getter, call, self.literal, self._several_literals)
        # The parameter is bound for this reading only; the dicts are restored as they were,
        # so the environment's snapshot still holds.
        param = getter.param
        had_alias, had_ctx = self.aliases.get(param), param in self.ctx_names
        if base == CTX:
            self.ctx_names.add(param)
            self.aliases.pop(param, None)
        else:
            self.ctx_names.discard(param)
            self.aliases[param] = base
        try:
            return self.truthy(test, facts) if positive else self.falsy(test, facts)
        finally:
            if had_ctx:
                self.ctx_names.add(param)
            else:
                self.ctx_names.discard(param)
            if had_alias is None:
                self.aliases.pop(param, None)
            else:
                self.aliases[param] = had_alias

    def _bind_iterated(
        self, target: cst.BaseAssignTargetExpression, iterable: cst.BaseExpression, facts: Facts
    ) -> None:
        """A loop's target holds each element in turn: over `[x]` it is `x` (so over
        `enumerate([x])` it is `(i, x)`); over several, one that is a member which may be
        None here makes it a name that may be None. Over `enumerate(xs)` or `zip(xs, ys)`,
        each part of the target is an element of its own iterable."""
        parts = syntax.iteration_parts(target, iterable)
        if parts is not None:
            self._bind(target, self._element_of(iterable), facts)  # the index: unknown
            for part, over in parts:
                self._bind_iterated(cast(cst.BaseAssignTargetExpression, part), over, facts)
            return
        sole = self._element_of(iterable)
        self._bind(target, sole, facts)
        if type(target) is cst.Name and self._mentions_scopes(iterable):
            # `for s in ctx.teardown_scopes or ():` then `s == "run"` proves it is honoured
            self.scope_elements.add(target.value)
            self.changed()
        if sole is not None or type(target) is not cst.Name:
            return
        if type(iterable) is cst.List or type(iterable) is cst.Tuple or type(iterable) is cst.Set:
            elements = [e.value for e in iterable.elements if type(e) is cst.Element]
        elif type(iterable) is cst.Name and self._elements:
            elements = self._held_elements(iterable)
        else:
            return
        for element in elements:
            path = self.path(element)
            if path is None or not path.startswith(CTX_DOT):
                continue
            f = self.field_of(path)
            if f is not None and f.presence.may_be_none and not holds(facts, path):
                self.aliases[target.value] = marked(unmarked(path), target.value, iterable)
                return

    def _element_of(self, iterable: cst.BaseExpression) -> cst.BaseExpression | None:
        """What every element of `iterable` is, when that is one known expression: `x` of
        `[x]`, or of a name bound to `[x]` (`items[0]`); `(i, x)` of `enumerate([x])`, `(x,
        y)` of `zip([x], [y])`, `(k, v)` of `{k: v}.items()`; else None."""
        sole = syntax.sole_element(iterable)
        if sole is not None:
            return sole
        if type(iterable) is cst.Name:
            held = self._held_elements(iterable) if self._elements else []
            return held[0] if len(held) == 1 else None
        if type(iterable) is not cst.Call:
            return None
        func, args = iterable.func, [a.value for a in iterable.args if a.keyword is None]
        name = dotted_name(func)
        if name in _SAME_ELEMENTS and len(args) == 1:
            return self._element_of(args[0])
        if name == "enumerate" and len(args) == 1:
            element = self._element_of(args[0])
            return cst.Tuple([cst.Element(_UNKNOWN), cst.Element(element)]) if element else None
        if name == "zip" and args:
            parts = [self._element_of(a) for a in args]
            if all(p is None for p in parts):
                return None
            return cst.Tuple([cst.Element(p if p is not None else _UNKNOWN) for p in parts])
        if (
            type(func) is cst.Attribute
            and func.attr.value in ("items", "values")
            and not args
            and (entries := syntax.dict_call_entries(func.value)) is not None
            and len(entries) == 1
        ):  # `dict(k=v).items()`: the key is a text, never a member
            value = entries[0][1]
            return (
                cst.Tuple([cst.Element(_UNKNOWN), cst.Element(value)])
                if func.attr.value == "items"
                else value
            )
        if (
            type(func) is cst.Attribute
            and func.attr.value in ("items", "keys", "values")
            and not args
            and type(func.value) is cst.Dict
            and len(func.value.elements) == 1
            and type(func.value.elements[0]) is cst.DictElement
        ):
            entry = cast(cst.DictElement, func.value.elements[0])
            if func.attr.value == "items":
                return cst.Tuple([cst.Element(entry.key), cst.Element(entry.value)])
            return entry.key if func.attr.value == "keys" else entry.value
        return None

    def _held_elements(self, name: cst.Name) -> list[cst.BaseExpression]:
        """`items[0]`, `items[1]`, ... for a name bound to a list or tuple literal whose
        elements hold members (kept as element aliases, `items[0]`)."""
        found: list[cst.BaseExpression] = []
        while f"{name.value}[{len(found)}]" in self.aliases:
            index = cst.Index(cst.Integer(str(len(found))))
            found.append(cst.Subscript(name, [cst.SubscriptElement(index)]))
        return found

    def _join(self, states: Sequence[State | None]) -> State | None:
        return join(states, self._settled)

    def _may_be_none(self, member: str) -> bool:
        return not self._settled(member)

    def _settled(self, member: str) -> bool:
        """Whether the member is never None by its nature (an `always` field)."""
        f = self.field_of(member)
        return f is not None and not f.presence.may_be_none

    def field_of(self, path: str | None) -> ContextField | None:
        """The member a path names, at any depth (`$ctx.request_context.meta`)."""
        return member_of(self.profile, path)

    def _mentions_scopes(self, node: cst.BaseExpression) -> bool:
        """Whether `node` holds the teardown scopes (an alias, `frozenset(...)` of them, ...)."""
        if type(node) is cst.Name and node.value in self.scope_sets:
            return True
        if type(node) is cst.BooleanOperation:
            return self._mentions_scopes(node.left)
        if (
            type(node) is cst.Call
            and dotted_name(node.func) in ("set", "frozenset", "tuple", "list", "sorted")
            and node.args
        ):
            return self._mentions_scopes(node.args[0].value)
        f = self.field_of(self.path(node))
        return f is not None and f.has_role(Role.TEARDOWN_SCOPES)

    def literal(self, node: cst.BaseExpression | None) -> str | None:
        """The text of a string literal, or of a name that can hold only that text (see
        `literal_values`)."""
        values = self.literal_values(node)
        return values[0] if len(values) == 1 else None

    def _key(self, node: cst.CSTNode | None) -> str | int | None:
        """A dict key or index as `syntax.literal_key` reads it, or the one text of a name
        bound only to a string literal (`TOKEN = "token"` then `conf[TOKEN]`)."""
        if type(node) is cst.Name:
            return self.literal(node)
        return syntax.literal_key(node)

    def literal_values(self, node: cst.BaseExpression | None) -> tuple[str, ...]:
        """The texts `node` can hold: a string literal's, or those of a name bound only to
        string literals, a local of this function (`s = "run"`, and maybe `s = "session"`
        on another path) or a module constant it does not bind. Inside a nested function
        or class, a name it does not bind itself is read from the function (any text it
        may hold there) or the module. Empty: not known."""
        if type(node) is not cst.Name:
            text = _string(node)
            return () if text is None else (text,)
        name = node.value
        for scope in reversed(self._nested_scopes):  # innermost first: the one binding it
            held_here, bound = self._bound_in(scope)
            if name in bound:  # its own name: the texts it holds on this path, as below
                held = held_here.get(name, ())
                return self.literal_names.get(name, held) if held else ()
        if self._literal_names is None:
            self._literal_names, self._literal_locals = self._names_holding_literals()
        held = self._literal_names.get(name, ())
        if self._scopes_in:
            return held  # a closure runs later: the function's name may hold any of its texts
        if held and name in self._literal_locals:
            # a local bound only to literals: those it holds on this path, once bound on it
            return self.literal_names.get(name, held)
        return held

    def _bound_in(self, scope: cst.CSTNode) -> tuple[Mapping[str, tuple[str, ...]], frozenset[str]]:
        """The names a nested function, lambda or class binds itself (parameters too), and
        the texts of those it binds only to string literals."""
        found = self._scope_bindings.get(id(scope))
        if found is None:
            params = _params_of(scope)
            held: Mapping[str, tuple[str, ...]] = {}
            bound: set[str] = set()
            if type(scope) is cst.FunctionDef or type(scope) is cst.ClassDef:
                held, bound = syntax.literal_bindings(syntax.scope_nodes(scope.body))
            held = {n: texts for n, texts in held.items() if n not in params}
            found = self._scope_bindings[id(scope)] = (held, frozenset(params | bound))
        return found

    def _local_container(self, target: cst.BaseExpression) -> str | None:
        """`jobs` of a store `jobs[k] = value`, when `jobs` is a local of the function
        being walked (not a parameter, nor another scope's): what it holds stays there."""
        if type(target) is not cst.Subscript or type(target.value) is not cst.Name:
            return None
        scope = self._nested_scopes[-1] if self._scopes_in else self.info.node
        if type(scope) is not cst.FunctionDef:
            return None
        found = self._locals.get(id(scope))
        if found is None:
            nodes = (
                syntax.scope_nodes(scope.body)
                if scope is not self.info.node
                else self._scope_nodes()
            )
            _, bound = syntax.literal_bindings(nodes)
            params = {p.name.value for p in syntax.every_param(scope.params)}
            declared = {
                n.name.value
                for node in nodes
                if type(node) is cst.Global or type(node) is cst.Nonlocal
                for n in node.names
            }
            found = self._locals[id(scope)] = frozenset(bound - params - declared)
        name = target.value.value
        return name if name in found else None

    def _names_holding_literals(self) -> tuple[dict[str, tuple[str, ...]], frozenset[str]]:
        """The names that hold only string literals (with every text they may hold), and
        which of them are this function's own (the others are module constants)."""
        local, bound = syntax.literal_bindings(self._scope_nodes())
        names = {p.name.value for p in syntax.every_param(self.info.node.params)}
        held = {n: texts for n, texts in self.constants.items() if n not in bound}
        held.update(local)
        return {n: texts for n, texts in held.items() if n not in names}, frozenset(local)

    def _several_literals(self, node: cst.BaseExpression) -> bool:
        """Whether `node` is a name that holds one of several literals (which one depends on
        the path taken)."""
        return type(node) is cst.Name and len(self.literal_values(node)) > 1

    def _scope_tested(
        self, item: cst.BaseExpression, container: cst.BaseExpression
    ) -> ScopeHonoured | None:
        """What `item in container` being true says, when `container` holds the teardown
        scopes and `item` is a literal or a name bound to literals (anything else: no
        look): that scope is honoured, or whichever a name bound to several holds."""
        if type(item) is cst.NamedExpr:
            item = item.value  # `(scope := "run") in ctx.teardown_scopes` tests "run"
        if type(item) is not cst.Name and _string(item) is None:
            return None
        if not self._mentions_scopes(container):
            return None
        if self._several_literals(item):
            return name_scope_honoured(cast(cst.Name, item).value)
        scope = self.literal(item)
        return ScopeHonoured(scope) if scope is not None else None

    def _membership(self, item: cst.BaseExpression, container: cst.BaseExpression) -> Facts:
        """What `item in container` being true establishes (and `not in` being false)."""
        tested = self._scope_tested(item, container)
        honoured = frozenset({tested}) if tested is not None else EMPTY
        known = not_none(self.path(container))  # `in None` would have raised
        if (
            syntax.literals_without_none(container)
            or self._literal_collection(container)
            or self._container_field(container)
        ):
            known |= not_none(self.path(item))  # `x in ("a", "b")`: x is one of them
        return honoured | known

    def _literal_collection(self, container: cst.BaseExpression) -> bool:
        """Whether `container` names a collection none of whose elements is None where it
        is read (see `_collections_here`)."""
        if type(container) is not cst.Name:
            return False
        return container.value in self._collections_here()

    def _collections_here(self) -> frozenset[str]:
        """`membership.collections_without_none` of the function being walked (the analysed
        one, or the innermost function nested in it), each scope read once."""
        scopes = [s for s in self._nested_scopes if type(s) is cst.FunctionDef]
        key = id(scopes[-1]) if scopes else 0
        found = self._no_none_names.get(key)
        if found is None:
            found = self.collections
            for function in (self.info.node, *scopes):  # outermost first: each inherits
                at = id(function) if function is not self.info.node else 0
                if at not in self._no_none_names:
                    own = self._own_nodes(function)
                    self._no_none_names[at] = collections_without_none(function, own, found)
                found = self._no_none_names[at]
        return found

    def _not_member(self, item: cst.BaseExpression, container: cst.BaseExpression) -> Facts:
        """What `item in container` being false establishes (and `not in` being true):
        `x in (None, "")` failed, so x is not None."""
        known = not_none(self.path(container))  # `in None` would have raised
        if syntax.display_holds_none(container):
            known |= not_none(self.path(item))
        return known

    def _any_scope_is(self, value: cst.BaseExpression) -> Facts:
        """`any(s == "run" for s in ctx.teardown_scopes)`: "run" is one of them."""
        if type(value) is not cst.GeneratorExp:
            return EMPTY
        loop = value.for_in
        if loop.inner_for_in is not None or loop.ifs or type(loop.target) is not cst.Name:
            return EMPTY
        test = value.elt
        if type(test) is not cst.Comparison or len(test.comparisons) != 1:
            return EMPTY
        if type(test.comparisons[0].operator) is not cst.Equal:
            return EMPTY
        if not self._mentions_scopes(loop.iter):
            return EMPTY
        name, right = loop.target.value, test.comparisons[0].comparator
        for element, other in ((test.left, right), (right, test.left)):
            if type(element) is cst.Name and element.value == name:
                scope = _string(other)
                if scope is not None:
                    return frozenset({ScopeHonoured(scope)})
        return EMPTY

    def _scope_element_is(self, left: cst.BaseExpression, right: cst.BaseExpression) -> Facts:
        """`s == "run"` where `s` is an element of the teardown scopes: "run" is one of them."""
        for element, literal in ((left, right), (right, left)):
            if type(element) is not cst.Name or element.value not in self.scope_elements:
                continue
            scope = self.literal(literal)
            if scope is not None:
                return frozenset({ScopeHonoured(scope)})
        return EMPTY

    def _none_test(self, node: cst.Comparison) -> tuple[str | None, bool] | None:
        """(path, is_positive) for `x is None`/`x == None`/`None is x` (positive: `is None`)."""
        if len(node.comparisons) != 1:
            return None
        op, right = node.comparisons[0].operator, node.comparisons[0].comparator
        left: cst.BaseExpression = node.left
        left_type, right_type = syntax.type_of(left), syntax.type_of(right)
        if left_type is not None and right_type is not None:
            left, right = left_type, right_type  # type(x) is type(None)
        if syntax.is_none(right):
            other = left
        elif syntax.is_none(left):
            other = right
        else:
            return None
        if type(other) is cst.NamedExpr:
            # `(x := f()) is None`, tested once `x` is bound: a test of what `x` now holds
            # (a value of its own when `f()` returns one, not a member's)
            other = other.target if self.path(other.target) is not None else other.value
        if type(op) in (cst.Is, cst.Equal):
            return self.path(other), True
        if type(op) in (cst.IsNot, cst.NotEqual):
            return self.path(other), False
        return None

    def truthy(self, node: cst.BaseExpression, facts: Facts = EMPTY) -> Facts:
        """Facts that hold when `node` evaluates truthy (`facts`: what holds before it)."""
        if type(node) is cst.Call:
            node = syntax.without_bool(node)
        if type(node) is cst.BooleanOperation:
            return self._chain_facts(node, facts, self.truthy, cst.And)
        if type(node) is cst.UnaryOperation and type(node.operator) is cst.Not:
            return self.falsy(node.expression, facts)
        if type(node) is cst.NamedExpr:
            return self.truthy(node.value, facts) | self.truthy(node.target, facts)
        if type(node) is cst.Comparison and len(node.comparisons) > 1:
            # `a is not None is not b` holds when each of its links does
            found = EMPTY
            for link in _links(node):
                found |= self.truthy(link, facts | found)
            return found
        if type(node) is cst.Comparison and len(node.comparisons) == 1:
            none_test = self._none_test(node)
            if none_test is not None:
                path, positive = none_test
                return not_none_through(path) if not positive else EMPTY
            op, right = node.comparisons[0].operator, node.comparisons[0].comparator
            if type(op) in (cst.Equal, cst.Is):
                honoured = self._scope_element_is(node.left, right) if self.scope_elements else None
                if honoured:
                    return honoured
                typed = syntax.type_of(node.left) or syntax.type_of(right)
                if typed is not None and not (
                    syntax.types_admit_none(right) or syntax.types_admit_none(node.left)
                ):
                    return not_none(self.path(typed))  # `type(x) is T`, T not NoneType
                # Equal to something that is not None: only then is it not None itself.
                left_path, right_path = self.path(node.left), self.path(right)
                return not_none(
                    left_path if self._non_none(right, facts) else None,
                    right_path if self._non_none(node.left, facts) else None,
                )
            if type(op) is cst.In:
                return self._membership(node.left, right)
            if type(op) is cst.NotIn:
                return self._not_member(node.left, right)
            return EMPTY
        if (
            type(node) is cst.Call
            and (self.getters or self.local_defs)
            and (proved := self._predicate(node, True, facts)) is not None
        ):
            return proved
        if type(node) is cst.Call and len(node.args) == 1 and dotted_name(node.func) == "any":
            honoured = self._any_scope_is(node.args[0].value)
            if honoured:
                return honoured
        if type(node) is cst.Call and node.args:
            name = dotted_name(node.func)
            if (
                name == "isinstance"
                and len(node.args) > 1
                and syntax.types_admit_none(node.args[1].value)
            ):
                return EMPTY  # isinstance(x, (T, type(None))) holds for None too
            if name in ("isinstance", "callable", "hasattr", "bool"):
                return not_none(self.path(node.args[0].value))
        if type(node) is cst.Name and node.value in self.conditions:
            test = self._tests[self.conditions[node.value]]
            return self.truthy(test, facts) | not_none(self.path(node))
        if type(node) is cst.Call and self.profile.reads_client_capabilities:
            declared = self._capabilities_checked(node)
            if declared:
                return declared
        return not_none(self.path(node))

    def _bound_once(self, name: str) -> cst.BaseExpression | None:
        """The value of the one plain assignment to `name` (`x = v`, `x: T = v`, `x := v`) in
        the scope being walked, if that is its only binding there (`asked =
        ClientCapabilities(...)`)."""
        scope = self._nested_scopes[-1] if self._scopes_in else self.info.node
        if type(scope) is not cst.FunctionDef or name in _params_of(scope):
            return None
        values = []
        others = 0
        for node in syntax.scope_nodes(scope.body):
            if name not in syntax.bound_names(node):
                continue
            others += 1
            binding = (
                ([node.target], node.value)
                if type(node) is cst.NamedExpr
                else syntax.assignment(node)
            )
            if binding is not None and len(binding[0]) == 1 and type(binding[0][0]) is cst.Name:
                values.append(binding[1])
        return values[0] if len(values) == 1 and others == 1 else None

    def _capability_answered(self, name: str, call: cst.Call) -> Facts:
        """`supports_elicitation(ctx)`, a function of another module handed the context (or
        a member of it): what its name says a true answer shows."""
        if not any((self.path(arg.value) or "").startswith(CTX) for arg in call.args):
            return EMPTY
        lowered = name.lower()
        return not_none(
            *(f"{CTX}.{shown}" for word, shown in self.profile.capability_words if word in lowered)
        )

    def _capabilities_checked(self, call: cst.Call) -> Facts:
        """What a true answer of the call shows the client declared: the profile's capability
        check (`ctx.session.check_client_capability(ClientCapabilities(elicitation=...))`
        shows `ctx.session.client_params.capabilities.elicitation`), or a function imported
        from another module that names a capability (`_capability_answered`)."""
        if self.profile.capability_words and (
            type(call.func) is cst.Name and call.func.value in self.imports.foreign
        ):
            return self._capability_answered(call.func.value, call)
        method = self.path(call.func)
        if method is None or not method.startswith(CTX_DOT) or len(call.args) != 1:
            return EMPTY
        where = dict(self.profile.capability_checks).get(method[len(CTX) + 1 :])
        asked = call.args[0].value  # (positional, or `capability=`: the method's one parameter)
        if type(asked) is cst.Name:
            asked = self._bound_once(asked.value) or asked  # `asked = ClientCapabilities(...)`
        if where is None or type(asked) is not cst.Call:
            return EMPTY
        return not_none(
            *(
                f"{CTX}.{where}.{arg.keyword.value}"
                for arg in asked.args
                if arg.keyword is not None and not syntax.is_none(arg.value)
            )
        )

    @staticmethod
    def _chain_facts(
        node: cst.BooleanOperation,
        facts: Facts,
        read: Callable[[cst.BaseExpression, Facts], Facts],
        sequential: type[cst.BaseBooleanOp],
    ) -> Facts:
        """What `read` (`truthy` or `falsy`) shows of an `and`/`or` chain: under the
        `sequential` operator each operand runs once those before it gave that answer, so
        all of theirs hold; under the other, any one operand's answer does, so only what
        they share."""
        operands = _chain_operands(node)
        if type(node.operator) is sequential:
            found = EMPTY
            for operand in operands:
                found |= read(operand, facts | found)
            return found
        return _common(read(operand, facts) for operand in operands)

    def falsy(self, node: cst.BaseExpression, facts: Facts = EMPTY) -> Facts:
        """Facts that hold when `node` evaluates falsy."""
        if type(node) is cst.Call:
            node = syntax.without_bool(node)
        if type(node) is cst.BooleanOperation:
            return self._chain_facts(node, facts, self.falsy, cst.Or)
        if type(node) is cst.UnaryOperation and type(node.operator) is cst.Not:
            return self.truthy(node.expression, facts)
        if type(node) is cst.Name and node.value in self.conditions:
            return self.falsy(self._tests[self.conditions[node.value]], facts)
        if type(node) is cst.Call and (self.getters or self.local_defs):
            proved = self._predicate(node, False, facts)
            if proved is not None:
                return proved
        if type(node) is cst.Comparison and len(node.comparisons) == 1:
            none_test = self._none_test(node)
            if none_test is not None:
                path, positive = none_test
                return not_none_through(path) if positive else EMPTY
            op, right = node.comparisons[0].operator, node.comparisons[0].comparator
            if type(op) is cst.NotIn:
                return self._membership(node.left, right)
            if type(op) is cst.In:
                return self._not_member(node.left, right)
            if type(op) is cst.NotEqual:
                return self._scope_element_is(node.left, right)
        return EMPTY

    # -- statements ------------------------------------------------------------------------

    def suite(self, body: cst.BaseSuite | Sequence[cst.CSTNode], state: State | None) -> Flow:
        """Run a block from `state` over its control-flow graph (`cfg.py`) to a fixpoint.

        A node in a loop may be evaluated again (until the state reaching it settles): it
        records into a result of its own, which its next evaluation replaces, so what is
        kept was recorded in the settled state. A node outside every loop is evaluated once
        (the worklist takes it after every node before it settled) and records straight
        into the current result, after what the loops before it kept."""
        if state is None:
            return Flow(None)
        key = id(body) if isinstance(body, cst.CSTNode) else tuple(id(n) for n in body)
        graph = self._graphs.get(key)
        if graph is None:
            self._learn_no_return(body)
            routing = (
                RaisingView(self._raising, self.local_defs, self.info.class_name, self._raises_read)
                if self._raising is not None
                else None
            )
            graph = self._graphs[key] = cfg.build(body, self._stops, routing)
        target = self.result
        outer_loops = self.loops
        outer_attr, outer_service = self.try_attr, self.try_service
        frames: dict[cst.CSTNode, _Loop] = {}
        in_loops: dict[int, Analysis] = {}  # what each node on a cycle recorded last

        def transfer(node: cfg.Node, state: State) -> cfg.Outs[State]:
            if node.repeats:
                self.result = in_loops[node.index] = Analysis(self.info)
            else:
                if in_loops:  # the loops before this node have settled
                    self._keep(in_loops, target)
                self.result = target
            if node.loops:
                self.loops = [*outer_loops, *(self._frame(frames, loop) for loop in node.loops)]
            else:
                self.loops = outer_loops
            if node.catching:
                attr, service = self._caught(node.catching)
                self.try_attr, self.try_service = outer_attr + attr, outer_service + service
            else:
                self.try_attr, self.try_service = outer_attr, outer_service
            return self._evaluate(node, state)

        try:
            solution = cfg.solve(graph, state, transfer, self._join, MAX_VISITS)
        finally:
            self.result = target
            self.loops = outer_loops
            self.try_attr, self.try_service = outer_attr, outer_service
        self._keep(in_loops, target)
        if frames:
            self._report_waiting(graph, frames, outer_loops)
        breaks, continues = solution.at(graph.breaks), solution.at(graph.continues)
        return Flow(
            solution.at(graph.exit),
            [breaks] if breaks is not None else [],
            [continues] if continues is not None else [],
        )

    def _frame(self, frames: dict[cst.CSTNode, _Loop], loop: cst.CSTNode) -> _Loop:
        frame = frames.get(loop)
        if frame is None:  # an `async for` waits at each element
            waits = type(loop) is cst.For and loop.asynchronous is not None
            frame = frames[loop] = _Loop(loop, waits)
        return frame

    def _caught(self, catching: tuple[frozenset[str] | None, ...]) -> tuple[int, int]:
        """How many of the `try` blocks around a node catch a failed dereference, and how
        many a missing service."""
        attr = sum(1 for c in catching if c is None or c & ATTR_GUARD_EXCEPTIONS)
        service = sum(1 for c in catching if c is None or c & self.service_exceptions)
        return attr, service

    @staticmethod
    def _keep(in_loops: dict[int, Analysis], result: Analysis) -> None:
        """Add what the nodes of settled loops recorded to `result`, in source order."""
        for index in sorted(in_loops):
            recorded = in_loops[index]
            for name in RECORDED_LISTS:
                found = getattr(recorded, name)
                if found:
                    getattr(result, name).extend(found)
            result.awaited_names |= recorded.awaited_names
        in_loops.clear()

    def _report_waiting(
        self, graph: cfg.Graph, frames: dict[cst.CSTNode, _Loop], outer: list[_Loop]
    ) -> None:
        """DK501 looks at the outermost loop that waits: a waiting inner loop makes the loop
        around it wait (within this block, or the one the block is walked in)."""
        parents: dict[cst.CSTNode, cst.CSTNode | None] = {}
        for node in graph.nodes:
            for depth, loop in enumerate(node.loops):
                parents.setdefault(loop, node.loops[depth - 1] if depth else None)
        reported = []
        for loop in reversed(list(frames)):  # inner loops were met after outer ones
            frame = frames[loop]
            if not frame.waits:
                continue
            parent = parents.get(loop)
            if parent is not None:
                frames[parent].waits = True
            elif outer:
                outer[-1].waits = True
            else:
                reported.append(loop)
        self.result.waiting_loops.extend(reversed(reported))

    def _evaluate(self, node: cfg.Node, state: State) -> cfg.Outs[State]:
        """The states leaving one node of the graph, by edge label."""
        kind, code = node.kind, node.code
        if kind is cfg.Kind.LINE:
            assert code is not None
            self.statement, self._where = None, node.owner
            if type(node.extra) is cst.SimpleStatementLine:  # one part of `a; b`, as on its line
                self.statement = self._where = node.extra
            flow = self.stmt(code, state)
            return {
                cfg.Label.NEXT: [flow.normal] if flow.normal is not None else [],
                cfg.Label.BREAK: flow.breaks,
                cfg.Label.CONTINUE: flow.continues,
            }
        # A use in a compound statement's header has no one-line statement.
        self.statement, self._where = None, node.owner
        facts = self.enter(state)
        if kind is cfg.Kind.TEST:
            return self._test(cast(cst.If | cst.While, code), facts)
        if kind is cfg.Kind.ITERABLE:
            loop = cast(cst.For, code)
            if loop.asynchronous is not None and not self.in_async:
                self.result.refused_syntax.append(loop)  # `async for` outside an async function
            self.expr(loop.iter, facts, Usage.DEREF, "iterate")
            return {cfg.Label.NEXT: [self.state(facts)]}
        if kind is cfg.Kind.NEXT_ELEMENT:  # the iterable ran out (perhaps at once), or not
            self._bind_loop_target(cast(cst.For, code), facts)
            return {cfg.Label.FALSE: [state], cfg.Label.TRUE: [self.state(facts)]}
        if kind is cfg.Kind.WITH:
            with_ = cast(cst.With, code)
            if with_.asynchronous is not None and not self.in_async:
                self.result.refused_syntax.append(with_)  # `async with` outside an async function
            for item in with_.items:
                self.expr(item.item, facts, Usage.DEREF, "with")  # `with None:` raises
                if item.asname is not None:
                    self._bind(item.asname.name, None, facts)
            return {cfg.Label.NEXT: [self.state(facts)]}
        if kind is cfg.Kind.SUBJECT:
            match = cast(cst.Match, code)
            # `match ctx.tool_call_id: case None: ...` tests the subject as `is None` does
            tests = any(syntax.matches_none(case.pattern) for case in match.cases)
            self.expr(match.subject, facts, Usage.NONE_TEST if tests else Usage.PLAIN)
            if tests:
                self._default_by_match(match, facts)
            return {cfg.Label.NEXT: [self.state(facts)]}
        if kind is cfg.Kind.CASE:
            return self._case(cast(cst.MatchCase, code), cast(cst.Match, node.extra), state)
        assert kind is cfg.Kind.HANDLER
        handler = cast(cst.ExceptHandler | cst.ExceptStarHandler, code)
        if handler.type is not None:
            self.expr(handler.type, facts, Usage.PLAIN)
        if handler.name is not None:
            self._bind(handler.name.name, None, facts)
        return {cfg.Label.NEXT: [self.state(facts)]}

    def _test(self, node: cst.If | cst.While, facts: Facts) -> cfg.Outs[State]:
        """An `if` or `while` test: what it proves when it holds, and when it fails."""
        self.expr(node.test, facts, Usage.TRUTH)
        if type(node) is cst.If:
            self._default_when_absent(node, facts)
        entry = self.state(facts)  # after the test: a walrus in it has bound its name
        constant = syntax.constant(node.test)
        held = (
            []
            if constant is False and type(node) is cst.If
            else [self.plus(entry, self.truthy(node.test, facts))]
        )
        failed = [] if constant is True else [self.plus(entry, self.falsy(node.test, facts))]
        return {cfg.Label.TRUE: held, cfg.Label.FALSE: failed}

    def _case(self, case: cst.MatchCase, match: cst.Match, state: State) -> cfg.Outs[State]:
        """One `case`: the state in its body, and the state the next case sees."""
        facts = self.enter(state)
        subject = self.path(match.subject)
        remaining: list[State] = [state]
        if case.guard is None:
            if syntax.irrefutable(case.pattern):
                remaining = []
            elif subject and syntax.matches_none(case.pattern):
                remaining = [self.plus(state, not_none(subject))]
            else:
                remaining = self._past_parts(case.pattern, match.subject, state)
        known: Facts = not_none(subject) if syntax.excludes_none(case.pattern) else EMPTY
        known |= self._bind_pattern(case.pattern, match.subject, facts)
        # `case "x" if g:` then `case "x":`: the second body runs only when the first
        # pattern matched and its guard failed, so what `not g` proves holds there
        same = syntax.value_pattern_text(case.pattern)
        failed = self._guards_failed.setdefault((id(match), same), {}) if same else None
        if failed:
            known |= frozenset().union(*failed.values())
        if case.guard is not None:
            self.expr(case.guard, facts | known, Usage.TRUTH)
            if failed is not None:
                failed[id(case)] = self.falsy(case.guard, facts | known)
            known |= self.truthy(case.guard, facts | known)
        return {cfg.Label.TRUE: [self.state(facts | known)], cfg.Label.FALSE: remaining}

    def _past_parts(
        self, pattern: cst.MatchPattern, subject: cst.BaseExpression, state: State
    ) -> list[State]:
        """The state past a case matching a tuple subject part by part (`match (ctx.a, x):`):
        none when every part pattern matches anything; when only one part's can fail and it
        matches None (`case (None, _): return`), that part is not None past it."""
        top = pattern.pattern if type(pattern) is cst.MatchAs and pattern.pattern else pattern
        parts = syntax.matched_parts(top, subject)
        if parts is None:
            return [state]
        refutable = [(p, part) for p, part in parts if not syntax.irrefutable(p)]
        if not refutable:
            return []
        if len(refutable) == 1 and syntax.matches_none(refutable[0][0]):
            path = self.path(refutable[0][1])
            if path is not None:
                return [self.plus(state, not_none(path))]
        return [state]

    def _smalls(self, smalls: Sequence[cst.BaseSmallStatement], state: State) -> Flow:
        """The small statements of one line, in order."""
        if len(smalls) == 1:  # most lines: the statement's own flow
            small = smalls[0]
            flow = self.stmt(small, state)
            if self._stops(small):
                flow.normal = None
            return flow
        breaks: list[State] = []
        continues: list[State] = []
        current: State | None = state
        for small in smalls:
            if current is None:
                break  # nothing after a return/raise/break on the line runs
            flow = self.stmt(small, current)
            breaks += flow.breaks
            continues += flow.continues
            current = flow.normal if not self._stops(small) else None
        return Flow(current, breaks, continues)

    def _stops(self, small: cst.CSTNode) -> bool:
        """Whether a small statement is a call that never returns (`sys.exit(1)`, a helper
        annotated `NoReturn` or always raising), or binds what one returns (`x = deny()`):
        its path ends there, in the graph too."""
        kind = type(small)
        if kind is cst.Expr or kind is cst.Assign or kind is cst.AnnAssign:
            value = cast(cst.Expr | cst.Assign | cst.AnnAssign, small).value
            return value is not None and self._never_returns(value)
        return False

    def _never_returns(self, value: cst.BaseExpression) -> bool:
        """Whether `value` is a call that never returns (see `_stops`), awaited or not."""
        awaited = False
        while True:  # `await deny()` of `async def deny() -> NoReturn`; `(x := deny())`
            if type(value) is cst.Await:
                value, awaited = cast(cst.Await, value).expression, True
            elif type(value) is cst.NamedExpr:
                value = cast(cst.NamedExpr, value).value
            else:
                break
        if awaited:
            value = _run_within(value)  # `await asyncio.wait_for(deny(), 5)`
        if type(value) is not cst.Call:
            return False
        func = value.func
        return dotted_name(func) in self.no_return or self._called_name(func) in self.no_return

    def _learn_no_return(self, body: cst.BaseSuite | Sequence[cst.CSTNode]) -> None:
        """Add the functions a block defines that never return (`def deny(m): raise
        PermissionError(m)`) to those whose calls end a path, before its graph is built."""
        names = {
            d.name.value for d in syntax.defined_functions(body) if never_returns(d, self.imports)
        }
        if names:
            self.no_return = self.no_return | names

    def stmt(self, node: cst.CSTNode, state: State) -> Flow:
        facts = self.enter(state)
        if type(node) is cst.SimpleStatementLine:
            previous, self.statement = self.statement, node
            where, self._where = self._where, node
            try:
                return self._smalls(node.body, state)
            finally:
                self.statement, self._where = previous, where
        if type(node) in cfg.OPENED:
            return self.suite([node], state)  # a statement met inside another node
        if type(node) in COMPOUND_STATEMENTS:
            self.statement = None  # a use in a compound header has no one-line statement
            where, self._where = self._where, node
            try:
                return self._statement(node, facts)
            finally:
                self._where = where
        return self._statement(node, facts)

    def _statement(self, node: cst.CSTNode, facts: Facts) -> Flow:
        method = _STATEMENT_HANDLERS.get(type(node), _UNSEEN)
        if method is _UNSEEN:
            method = _handler(_STATEMENT_HANDLERS, "stmt_", type(node))
        if method is not None:
            small = type(node) in SMALL_STATEMENTS
            if small:
                self._derefs, self._proven = set(), EMPTY
            flow: Flow = method(self, node, facts)
            if small and self._derefs and flow.normal is not None:
                flow.normal = self.plus(flow.normal, not_none(*self._derefs))
            if small and self._proven and flow.normal is not None:
                flow.normal = self.plus(flow.normal, self._proven)
            return flow
        for child in _children(node):
            self.any(child, facts)
        return self.go(facts)

    def any(self, node: cst.CSTNode, facts: Facts) -> None:
        if type(node) in EXPRESSIONS:
            self.expr(node, facts, Usage.PLAIN)
        elif type(node) in SUITES:
            self.suite(cast(cst.BaseSuite, node), self.state(facts))
        elif isinstance(node, (cst.BaseStatement, cst.BaseSmallStatement)):
            self.stmt(node, self.state(facts))
        else:
            for child in _children(node):
                self.any(child, facts)

    def _absence_tested(self, call: cst.Call) -> tuple[cst.BaseExpression, bool] | None:
        """For a call of a module predicate that tests only its parameter for None or for
        truth (`def _is_none(v): return v is None`): the argument it tests, and whether
        the call is true when that is absent."""
        name = self._called_name(call.func) if self.getters else None
        getter = self.getters.get(name) if name is not None else None
        if getter is None or getter.test is None or getter.requires:
            return None
        arg = _argument_for(call, getter)
        if arg is None:
            return None
        test, negated = syntax.without_negations(getter.test)
        if (tested := _read_of_param(test, getter.param, arg)) is not None:
            return tested, negated  # `return bool(v)`: true when present
        if type(test) is not cst.Comparison or len(test.comparisons) != 1:
            return None
        operator, right = test.comparisons[0].operator, test.comparisons[0].comparator
        other = test.left if syntax.is_none(right) else right if syntax.is_none(test.left) else None
        tested = _read_of_param(other, getter.param, arg) if other is not None else None
        if tested is None:
            return None
        if type(operator) in (cst.Is, cst.Equal):
            return tested, not negated
        if type(operator) in (cst.IsNot, cst.NotEqual):
            return tested, negated
        return None

    def _default_when_absent(self, node: cst.If, facts: Facts) -> None:
        """An identifier defaulted when it is absent, as `ctx.run_id or uuid4().hex` (DK204):
        `if rid is None: rid = uuid4().hex` with `rid = ctx.run_id`, or the two branches
        choosing between them (`if ctx.run_id: rid = ctx.run_id` / `else: rid = "local"`)."""
        test, absent_when_true = syntax.without_negations(node.test)
        at: cst.BaseExpression | None = None
        if type(test) is cst.Comparison:
            found = self._none_test(test)
            if found is None:
                return
            tested = test.left if not syntax.is_none(test.left) else test.comparisons[0].comparator
            absent_when_true = absent_when_true is not found[1]
        elif type(test) is cst.Call and (by_predicate := self._absence_tested(test)) is not None:
            tested = by_predicate[0]  # `if _is_none(ctx.run_id):`
            absent_when_true = absent_when_true is not by_predicate[1]
            if not any(tested is arg.value for arg in test.args):
                at = test  # `if _no_run(ctx):` tests `ctx.run_id`, read nowhere in the text
        else:
            tested = test
        orelse = node.orelse.body if type(node.orelse) is cst.Else else None
        absent, present = (node.body, orelse) if absent_when_true else (orelse, node.body)
        self._defaulted_when_absent(tested, absent, present, facts, at)

    def _default_by_match(self, node: cst.Match, facts: Facts) -> None:
        """The same written as a `match`: `case None: rid = "local"` before `case _: rid =
        ctx.run_id` (or a capture)."""
        absent: cst.BaseSuite | None = None
        present: cst.BaseSuite | None = None
        for case in node.cases:
            if case.guard is not None:
                continue
            if absent is None and syntax.matches_none(case.pattern):
                absent = case.body
            elif type(case.pattern) is cst.MatchAs and case.pattern.pattern is None:
                present = case.body  # `case _:` / `case rid:` takes everything else
                break
        if absent is not None:
            self._defaulted_when_absent(node.subject, absent, present, facts)

    def _defaulted_when_absent(
        self,
        tested: cst.BaseExpression,
        absent: cst.BaseSuite | None,
        present: cst.BaseSuite | None,
        facts: Facts,
        at: cst.BaseExpression | None = None,
    ) -> None:
        """DK204 when the block run where `tested` (an identifier) is absent assigns a name a
        default that stands for it: `tested` itself, or a name the other block gives it.
        Reported on `tested`, or `at` when that is not in the text."""
        path = self.path(tested)
        f = self.field_of(path)
        if f is None or not f.has_role(Role.IDENTIFIER):
            return
        defaults = _names_assigned(absent) if absent is not None else {}
        # `held = ctx.run_id` where it is absent holds the absence itself: invents nothing
        defaults = {n: v for n, v in defaults.items() if self.path(v) != path}
        if not defaults:
            return
        if type(tested) is cst.Name and tested.value in defaults:  # `if rid is None: rid = ...`
            fabricated = True
        else:
            kept = _names_assigned(present) if present is not None else {}
            fabricated = any(self.path(kept[n]) == path for n in defaults if n in kept)
        if fabricated:
            via_alias = type(tested) is cst.Name
            where = tested if at is None else at
            self.record(where, f.name, Usage.FABRICATE, None, facts, via_alias=via_alias)

    def _bind_loop_target(self, node: cst.For, facts: Facts) -> None:
        self._bind_iterated(node.target, node.iter, facts)
        for part, over in syntax.loop_parts(node):
            if self._carrier(over) is not None:  # `for ch in secret`: each part of it
                for name in syntax.names_in(part):
                    self.tainted.add(name.value)
                self.changed()

    def _handled(self) -> Facts:
        """What the `try` blocks around the current point catch, for a helper called here."""
        attribute = frozenset({ATTRIBUTE_ERRORS_HANDLED}) if self.try_attr else EMPTY
        return attribute | (frozenset({SERVICE_ERRORS_HANDLED}) if self.try_service else EMPTY)

    def _nested(
        self, scope: cst.FunctionDef | cst.Lambda, facts: Facts, walk: Callable[[Facts], None]
    ) -> None:
        """A nested function or lambda: its own names, the enclosing facts (it closes over them).

        A parameter shadows the enclosing name; a default binds it (`lambda c=ctx: ...`).
        It may run later, or never: its uses prove nothing where it is defined (the state
        after it is the one before). A function's body runs in order, so there a use that
        would raise proves its value for the statements after it, as in any function.
        """
        if type(scope) is cst.FunctionDef:
            outer, derefs = self._conditional, self._derefs
            self._conditional = 0
            try:
                self._nested_walk(scope, facts, walk)
            finally:
                self._conditional, self._derefs = outer, derefs
            return
        self._conditional += 1  # a lambda: part of the expression around it
        try:
            self._nested_walk(scope, facts, walk)
        finally:
            self._conditional -= 1

    def _nested_walk(
        self, scope: cst.FunctionDef | cst.Lambda, facts: Facts, walk: Callable[[Facts], None]
    ) -> None:
        saved = self.state(facts)
        self._scopes_in += 1
        self._nested_scopes.append(scope)
        for param in syntax.every_param(scope.params):
            self._bind(param.name, param.default, facts)
        saved_loops, self.loops = self.loops, []
        try:
            walk(facts)
        finally:
            self.loops = saved_loops
            self._scopes_in -= 1
            self._nested_scopes.pop()
            self.enter(saved)

    def _caught_at_calls(self, node: cst.FunctionDef) -> tuple[int, int]:
        """What the `try` blocks around every call of the nested `node` catch (`_caught`),
        once per definition: a loop walks the definition again."""
        known = self._caught_calls.get(id(node))
        if known is None:
            sites = cfg.calls_caught(self.info.node.body, node)
            handled = [self._caught(s) for s in sites] if sites else [(0, 0)]
            known = min(h[0] for h in handled), min(h[1] for h in handled)
            self._caught_calls[id(node)] = known
        return known

    def stmt_FunctionDef(self, node: cst.FunctionDef, facts: Facts) -> Flow:
        # A nested function (a cleanup callback, say) closes over the context: its uses
        # count as this function's, under the facts that hold where it is defined.
        for decorator in node.decorators:
            self.expr(decorator.decorator, facts, Usage.PLAIN)
        for param in (*node.params.params, *node.params.kwonly_params, *node.params.posonly_params):
            if param.default is not None:
                self.expr(param.default, facts, Usage.PLAIN)

        # Called only inside `try` blocks (never handed on): what they catch is caught
        # around its body too (`async def ask(): ...` then `try: await ask()`).
        attr, service = self._caught_at_calls(node)

        def walk(inner: Facts) -> None:
            self._rebound_later(node)
            outer_async, self.in_async = self.in_async, node.asynchronous is not None
            outer_try = self.try_attr, self.try_service
            self.try_attr, self.try_service = outer_try[0] + attr, outer_try[1] + service
            returns: list[str | None] = []
            self._nested_returns[id(node)] = returns
            try:
                if self.suite(node.body, self.state(inner)).normal is not None:
                    returns.append(_NONE_RETURNED)  # (falling off its end)
            finally:
                self.in_async = outer_async
                self.try_attr, self.try_service = outer_try

        self._nested(node, facts, walk)
        self._bind(node.name, None, facts)
        self.local_defs[node.name.value] = node
        writes = syntax.nonlocal_writes(node)
        if writes:
            self.nonlocal_writes[node.name.value] = writes
        return self.go(facts)

    def _run_nonlocal_writes(self, name: str, facts: Facts) -> None:
        """A call of a nested function that rebinds names of this one (`nonlocal x`): after
        it, each such name holds what it held or any value the function assigns it."""
        before = self.state(facts)
        states: list[State | None] = [before]
        for target, value in self.nonlocal_writes[name]:
            self.enter(before)
            self._bind(cst.Name(target), value, facts)
            states.append(self.state(facts))
        joined = self._join(states)
        assert joined is not None
        self.enter(joined)

    def _rebound_later(self, node: cst.FunctionDef | cst.Lambda) -> None:
        """A closure reads its free names when it runs, not where it is defined: a name the
        enclosing function binds again after the definition may hold, then, what it holds
        now or what it is bound to later. An alias of a member rebound later (`x = None`),
        or a name bound to a member later (`x = "a"; def f(): x.upper(); x = ctx.run_id`),
        is in the closure a member only a test of the name guards."""
        later = self._bindings_after(node)
        for name, values in later.items():
            path = self.aliases.get(name)
            if path is not None and path.startswith(CTX_DOT) and "?" not in path:
                self.aliases[name] = marked(path, name, node)
                self.changed()
                continue
            for value in values:
                p = self.path(value)
                if p is not None and p.startswith(CTX_DOT) and "?" not in p:
                    self.aliases[name] = marked(p, name, node)
                    self.changed()
                    break

    def _bindings_after(self, node: cst.CSTNode) -> dict[str, list[cst.BaseExpression]]:
        """Names the function defining `node` binds (outside nested scopes) after it, each
        with the values assigned to it by name (`x = value`, `x := value`)."""
        found: dict[str, list[cst.BaseExpression]] = {}
        nodes = self._defining_scope_nodes(node)
        after = next((i for i, n in enumerate(nodes) if n is node), len(nodes))
        later = nodes[after + 1 :]
        # The assignment holding the definition binds its names after it is made:
        # `check, sig = (lambda: sig.aborted), ctx.signal`.
        for current in reversed(nodes[:after]):
            if type(current) is cst.Assign or type(current) is cst.AnnAssign:
                holding = cast(cst.Assign, current).value
                if holding is not None and any(n is node for n in descendants(holding, type(node))):
                    later.insert(0, current)
                break
            if isinstance(current, cst.BaseStatement):
                break
        for current in later:
            kind = type(current)
            if kind not in syntax.BINDING_NODES:
                continue
            for name in syntax.bound_names(current):
                found.setdefault(name, [])
            value = getattr(current, "value", None)
            if kind is not cst.AugAssign and isinstance(value, cst.BaseExpression):
                for target in syntax.targets_of(current):
                    if type(target) is cst.Name:
                        found[target.value].append(value)
        return found

    def _defining_scope_nodes(self, node: cst.CSTNode) -> list[cst.CSTNode]:
        """The nodes of the scope `node` (a nested function or lambda, being walked) is
        defined in: the analysed function's, or those of the nested function around it."""
        scopes = self._nested_scopes
        outer = scopes[-2] if len(scopes) > 1 and scopes[-1] is node else None
        if outer is None and scopes and scopes[-1] is not node:
            outer = scopes[-1]
        if type(outer) is not cst.FunctionDef:
            return self._scope_nodes()
        return self._nodes_of(outer)

    def _own_nodes(self, function: cst.FunctionDef | cst.Lambda) -> list[cst.CSTNode]:
        """The analysed function's own nodes, or a nested function's."""
        if function is self.info.node:
            return self._scope_nodes()
        return self._nodes_of(function) if type(function) is cst.FunctionDef else []

    def _nodes_of(self, function: cst.FunctionDef) -> list[cst.CSTNode]:
        """A nested function's own nodes (`syntax.scope_nodes`), listed once."""
        found = self._nested_nodes.get(id(function))
        if found is None:
            found = self._nested_nodes[id(function)] = syntax.scope_nodes(function.body)
        return found

    def _bound_again(self) -> frozenset[str]:
        """The names the scope being walked (the function, or a function nested in it)
        binds more than once: only those can meet themselves bound to other values where
        paths join."""
        scope = self._nested_scopes[-1] if self._nested_scopes else None
        key = id(scope) if scope is not None else 0
        found = self._bound_twice.get(key)
        if found is None:
            if scope is None:
                scope = self.info.node
            if type(scope) is cst.FunctionDef:
                found = syntax.names_bound_twice(scope.body, self.walrus)
            else:
                found = frozenset()
            self._bound_twice[key] = found
        return found

    def _scope_nodes(self) -> list[cst.CSTNode]:
        """The analysed function's own nodes (`syntax.scope_nodes`), listed once."""
        if self._nodes is None:
            node = self.info.node
            self._nodes = syntax.scope_nodes(node.body) if type(node) is cst.FunctionDef else []
        return self._nodes

    def stmt_ClassDef(self, node: cst.ClassDef, facts: Facts) -> Flow:
        saved = self.state(facts)
        self._scopes_in += 1
        self._nested_scopes.append(node)
        try:
            self.suite(node.body, saved)
        finally:
            self._scopes_in -= 1
            self._nested_scopes.pop()
        self.enter(saved)  # a class body's names are the class's
        self._bind(node.name, None, facts)
        return self.go(facts)

    def _bind_pattern(
        self, pattern: cst.MatchPattern, subject: cst.BaseExpression, facts: Facts
    ) -> Facts:
        """`case x:` and `case P as x:` bind the subject itself; other captures, a part of it.
        What the case proves of the subject's parts (`case (str() as r, _)` against
        `(ctx.run_id, ...)`: `ctx.run_id` is not None)."""
        if type(pattern) is cst.MatchAs and pattern.name is not None:
            self._bind(pattern.name, subject, facts)
            if pattern.pattern is None:
                return EMPTY
        top = pattern.pattern if type(pattern) is cst.MatchAs and pattern.pattern else pattern
        parts = syntax.matched_parts(top, subject)
        if parts is not None:  # `match (ctx.a, ctx.b): case (x, y):`: each part on its own
            known: Facts = EMPTY
            for part_pattern, part in parts:
                known |= self._bind_pattern(part_pattern, part, facts)
                path = self.path(part)
                if path is not None and syntax.excludes_none(part_pattern):
                    known |= not_none(path)
            return known
        attributes: set[int] = set()
        if type(top) is cst.MatchClass:
            # `case MemoryIdentity(tenant=t)`: `t` is the subject's attribute `tenant`
            for keyword in top.kwds:
                inner = keyword.pattern
                if type(inner) is cst.MatchAs and inner.name and inner.pattern is None:
                    member = cst.Attribute(value=subject, attr=keyword.key)
                    self._bind(inner.name, member, facts)
                    attributes.add(id(inner))
        stack: list[cst.CSTNode] = [top]
        while stack:
            node = stack.pop()
            if id(node) in attributes:
                continue
            if isinstance(node, (cst.MatchAs, cst.MatchStar)) and node.name is not None:
                self._bind(node.name, None, facts)
            if type(node) is cst.MatchMapping and node.rest is not None:
                self._bind(node.rest, None, facts)
            stack.extend(_children(node))
        return EMPTY

    # small statements

    def stmt_Expr(self, node: cst.Expr, facts: Facts) -> Flow:
        if type(node.value) is cst.NamedExpr:  # `(x := value)` alone binds as `x = value`
            target = cast(cst.BaseAssignTargetExpression, node.value.target)
            return self._assignment([target], node.value.value, facts)
        self._discarded = node.value
        # `[ctx.info(m) for m in ms]`, `[ctx.info(a), ctx.info(b)]` as a statement: each call's
        # result is dropped with the list (a generator expression makes no call at all).
        value = node.value
        if type(value) is cst.ListComp or type(value) is cst.SetComp:
            self._dropped_elements = (value.elt,)
        elif (generator := _materialized(value)) is not None:
            self._dropped_elements = (generator.elt,)
        elif type(value) is cst.List or type(value) is cst.Set or type(value) is cst.Tuple:
            self._dropped_elements = tuple(e.value for e in value.elements)
        elif type(value) is cst.IfExp:
            self._dropped_elements = (value.body, value.orelse)  # `ctx.info(m) if c else None`
        self.expr(node.value, facts, Usage.PLAIN)
        if type(value) is cst.Call and (member := self._local_coroutine(value)) is not None:
            # `say("hi")` of `say = lambda m: ctx.info(m)`: the coroutine it makes is dropped
            self.result.member_calls.append(
                MemberCall(value, member, False, True, Usage.PLAIN, None, self.in_async)
            )
        if self.getters:
            facts = self._required(node.value, facts)
        if type(value) is cst.Call and dotted_name(value.func) == "setattr":
            facts = self._set_attribute(value, facts)
        return self.go(facts)

    def _set_attribute(self, call: cst.Call, facts: Facts) -> Facts:
        """`setattr(ctx, "metadata", v)` is `ctx.metadata = v`: the facts after it."""
        args = call.args
        if len(args) != 3 or any(a.star or a.keyword for a in args):
            return facts
        attr = self.literal(args[1].value)
        if attr is None or not attr.isidentifier() or self.path(args[0].value) is None:
            return facts
        return self._assign(cst.Attribute(args[0].value, cst.Name(attr)), args[2].value, facts)

    def _local_coroutine(self, call: cst.Call) -> ContextField | None:
        """The coroutine method a function defined here returns un-awaited, when its body is
        just that (`say = lambda m: ctx.info(m)`, `def say(m): return ctx.info(m)`), with
        calls (`log.debug(m)`) and bindings of other names at most before it."""
        func = call.func
        if type(func) is not cst.Name or func.value not in self.local_defs:
            return None
        body = self.local_defs[func.value].body
        lines = code_lines(body.body) if type(body) is cst.IndentedBlock else []
        read = syntax.returned_after_bookkeeping(lines)
        if read is None:
            return None
        returned, bound = read
        if type(returned) is not cst.Call:
            return None
        root = returned.func
        while type(root) is cst.Attribute:
            root = root.value
        if type(root) is cst.Name and root.value in bound:
            return None  # `ctx = other` first: not the context's coroutine
        member = self.field_of(self.path(returned.func))
        return member if member is not None and member.is_method and member.is_async else None

    def stmt_Assign(self, node: cst.Assign, facts: Facts) -> Flow:
        return self._assignment([t.target for t in node.targets], node.value, facts)

    def stmt_AnnAssign(self, node: cst.AnnAssign, facts: Facts) -> Flow:
        if node.value is None:  # `x: int` binds nothing
            return self.go(facts)
        return self._assignment([node.target], node.value, facts)

    def _assignment(
        self, targets: list[cst.BaseAssignTargetExpression], value: cst.BaseExpression, facts: Facts
    ) -> Flow:
        """`a = b = value` (or `a: T = value`)."""
        keyish = any(type(t) is cst.Name and names_a_key(t.value) for t in targets)
        first = targets[0]
        if type(first) is cst.Name:
            self._assigned = (value, first.value)
        elif (holder := self._local_container(first)) is not None:
            self._stored = (value, holder)  # `jobs["a"] = ctx.get_state("a")`: in `jobs`
        made = (
            value.func.value if type(value) is cst.Call and type(value.func) is cst.Name else None
        )
        if any(type(t) is cst.Tuple or type(t) is cst.List for t in targets):
            self.expr(value, facts, Usage.DEREF, "unpack")  # `a, b = None` raises
        else:
            self.expr(value, facts, Usage.KEY if keyish else Usage.PLAIN)
        if self.getters:
            facts = self._required(value, facts)
        for target in targets:
            facts = self._assign(target, value, facts)
        if made is not None and type(first) is cst.Name and len(targets) == 1:
            self._made[first.value] = made
        if type(value) is cst.Name and type(first) is cst.Name and len(targets) == 1:
            self._name_function(first.value, value.value)
        return self.go(facts)

    def _name_function(self, name: str, function: str) -> None:
        """`who = identity_of`: a name the scope binds once, to a name it does not bind (a
        function of the module, or another global), calls that function when called. Bound
        once, it holds that or is not bound yet (which raises), whatever the path."""
        if name in self.local_defs or name in self._bound_again():
            return
        scope = self._nested_scopes[-1] if self._scopes_in else self.info.node
        if function in self._bound_in(scope)[1]:
            return  # a parameter or a local of its own: not a function known here
        self._function_names[name] = self.function_aliases.get(function, function)

    def stmt_AugAssign(self, node: cst.AugAssign, facts: Facts) -> Flow:
        self.expr(node.target, facts, Usage.DEREF, "operand")  # `x += 1` on None raises
        self.expr(node.value, facts, Usage.DEREF, "operand")
        tainted = type(node.target) is cst.Name and node.target.value in self.tainted
        held = (  # what it held through functions of the module (`text<0`), kept too
            [t for t in self.tainted if t.startswith(node.target.value + "<")]
            if type(node.target) is cst.Name and self._through
            else []
        )
        self._store_target(node.target, facts)
        base = syntax.base_name(node.target)
        if base is not None:
            shown, through = self._secret_calls(node.value)
            if tainted or shown is not None:
                self.tainted.add(base)  # `text += secret` carries it on
                self.changed()
            if held or through:
                self.tainted.update(held)
                self._hold_through(base, through)  # `text += bearer(token)`
                self.changed()
        return self.go(facts)

    def stmt_Return(self, node: cst.Return, facts: Facts) -> Flow:
        value = node.value
        if value is not None:
            self._returned = value
            self.expr(value, facts, Usage.PLAIN)
            if self._scopes_in:
                shown, through = self._secret_calls(value)
                if shown is not None:  # a call of it is a source, not a leak
                    self._nested_reveals.add(id(self._nested_scopes[-1]))
                elif through:  # `return bearer(token)`: a source if `bearer` hands it back
                    held = self._nested_through.setdefault(id(self._nested_scopes[-1]), [])
                    known = {id(p.node) for p in held}  # (walked again in loops)
                    held += [passed for passed, _ in through if id(passed.node) not in known]
            elif self.is_tool_entry:
                self._check_sink(value, "return")
            elif (shown := self._sink_or_through(value, "return")) is not None:
                self.result.returned_secrets.append(shown)  # its callers get the secret
        if self._scopes_in:  # a `return` of a nested function
            returns = self._nested_returns.get(id(self._nested_scopes[-1]))
            if returns is not None:
                returns.append(self._returned_path(value, facts))
            return Flow(None)
        if self._return_paths is not None:
            self._return_paths.append(self._returned_path(value, facts))
        if self._return_facts is None:
            return Flow(None)  # (a tool's entry)
        self._return_facts.append(self._returning(value, facts))
        if self._return_answers is not None:
            answer = self._answer(value, facts)
            if answer is not None:
                self._return_answers.append(answer)
            else:
                self._return_answers = None  # `return key`: a value, not an answer
        return Flow(None)

    def _returned_path(self, value: cst.BaseExpression | None, facts: Facts) -> str | None:
        """The member `return value` hands back (`_NONE_RETURNED` for None), a name that
        holds it or None (`result = None`, `if ...: result = ctx.identity`) read as the
        member; None for any other value."""
        if value is None or syntax.is_none(value):
            return _NONE_RETURNED
        if type(value) is cst.IfExp:  # `ctx.identity if ... else None`: the member or None
            if syntax.is_none(value.orelse):
                value = value.body
            elif syntax.is_none(value.body):
                value = value.orelse
        elif (
            type(value) is cst.BooleanOperation
            and type(value.operator) is cst.Or
            and syntax.is_none(value.right)
        ):
            value = value.left  # `ctx.tool_namespace or None`: the member, or None
        if type(value) is cst.IfExp or type(value) is cst.BooleanOperation:
            # `ctx.identity.tenant if ctx.identity else "none"`: the member, or a value
            value = self._member_branch(value, facts) or value
        path = self.path(value)
        if path is None:
            # `return "none"` on one path, the member on another: a call is the member
            # (None where it is) or a value (pyright infers `str | None` too)
            return _VALUE_RETURNED if self._non_none(value, facts) else None
        if "?" not in path:
            # a member known not None here: the call is never None if no other way can be
            return (
                _NOT_NONE_MARK + path if path.startswith(CTX_DOT) and holds(facts, path) else path
            )
        if holds(facts, path):
            return _VALUE_RETURNED
        one_of = path.endswith(_ONE_OF_MARK) and "?" not in path[: -len(_ONE_OF_MARK)]
        return path if one_of else unmarked(path)  # (a getter of one of several: kept so)

    def _returning(self, value: cst.BaseExpression | None, facts: Facts) -> Facts:
        """What holds when `return value` returns: `return require(ctx)` has passed its
        tests, and `return ctx.identity.tenant` has read a member that was there."""
        if value is not None and self.getters:
            facts = self._required(value, facts)
        return facts | not_none(*self._derefs) if value is not None and self._derefs else facts

    def _answers_truth(self, value: cst.BaseExpression) -> bool:
        """Whether `value` is a truth value (a test, a constant, a name holding a test): the
        function returning it answers a question rather than handing a value back."""
        kind = type(value)
        if kind is cst.Comparison:
            return True
        if kind is cst.UnaryOperation:
            return type(value.operator) is cst.Not  # type: ignore[attr-defined]
        if kind is cst.BooleanOperation:
            return self._answers_truth(value.left) and self._answers_truth(value.right)  # type: ignore[attr-defined]
        if kind is cst.Name:
            return value.value in self.conditions  # type: ignore[attr-defined]
        if kind is cst.Call:
            if (dotted_name(value.func) or "") in _TRUTH_CALLS:  # type: ignore[attr-defined]
                return True
            if self.profile.reads_client_capabilities and self._capabilities_checked(value):  # type: ignore[arg-type]
                return True
            name = self._called_name(value.func) if self.getters else None  # type: ignore[attr-defined]
            getter = self.getters.get(name) if name is not None else None
            return getter is not None and getter.test is not None
        return False

    def _answer(
        self, value: cst.BaseExpression | None, facts: Facts
    ) -> tuple[Facts | None, Facts | None] | None:
        """What holds when `return value` makes the call truthy, and when falsy (None for
        an answer it cannot give); None when `value` is not a truth value."""
        if value is None:
            return None, facts
        constant = syntax.constant(value)
        if constant is not None:
            return (facts, None) if constant else (None, facts)
        if not self._answers_truth(value):
            return None
        return facts | self.truthy(value, facts), facts | self.falsy(value, facts)

    def stmt_Raise(self, node: cst.Raise, facts: Facts) -> Flow:
        if node.exc is not None:
            self.expr(node.exc, facts, Usage.PLAIN)
            if type(node.exc) is cst.Call:
                for arg in node.exc.args:
                    self._check_sink(arg.value, "exception")
        if node.cause is not None:
            self.expr(node.cause, facts, Usage.PLAIN)
        return Flow(None)

    def stmt_Assert(self, node: cst.Assert, facts: Facts) -> Flow:
        self.expr(node.test, facts, Usage.TRUTH)
        if node.msg is not None:
            self.expr(node.msg, facts, Usage.PLAIN)
            self._check_sink(node.msg, "exception")  # the AssertionError's message
        if syntax.constant(node.test) is False:
            return Flow(None)
        return self.go(facts | self.truthy(node.test, facts))

    def stmt_Continue(self, node: cst.Continue, facts: Facts) -> Flow:
        return Flow(None, continues=[self.state(facts)])

    def stmt_Break(self, node: cst.Break, facts: Facts) -> Flow:
        return Flow(None, breaks=[self.state(facts)])

    def stmt_Del(self, node: cst.Del, facts: Facts) -> Flow:
        self._store_target(node.target, facts)
        target = self.path(node.target) if type(node.target) is cst.Attribute else None
        return self.go(without(facts, target) if target else facts)

    def stmt_Pass(self, node: cst.CSTNode, facts: Facts) -> Flow:
        return self.go(facts)

    stmt_Import = stmt_ImportFrom = stmt_Global = stmt_Nonlocal = stmt_Pass

    # -- bindings --------------------------------------------------------------------------

    def _assign(self, target: cst.BaseExpression, value: cst.BaseExpression, facts: Facts) -> Facts:
        """Bind `target = value`; the facts after it (an attribute's old facts are gone)."""
        if self._literal_names and type(target) is cst.Name and self._several_literals(target):
            facts = facts - {name_scope_honoured(target.value)}  # it may hold another now
        if type(target) is cst.Attribute or type(target) is cst.Subscript:
            base = syntax.base_name(target)
            if base is not None and self.conditions:
                # `ctx.identity = None` after `ok = ctx.identity is not None`
                self._forget_tests_of(base)
                self.changed()
        if type(target) is cst.Attribute and self.path(target) == CTX:
            # `self.ctx = ctx` stores the context (its facts stand); `self.ctx = None` does
            # not; `self.ctx = Context(...)` stores a new one, not None
            if self._makes_context(value):
                facts = facts | not_none(CTX)
            elif not self._is_context(value):
                facts = without(facts, CTX)
            elif self._non_none(value, facts):
                facts = facts | not_none(CTX)
        elif (
            type(target) is cst.Attribute
            and self._elements
            and type(target.value) is cst.Name
            and (key := f"{target.value.value}.{target.attr.value}") in self.aliases
        ):
            # `job.run = "anon"`: the field holds the new value now; the member it held is
            # as it was
            held = self.path(value)
            if held is not None and held.startswith(CTX_DOT):
                self.aliases[key] = held
            else:
                self.aliases[key] = REBOUND_VALUE if self._non_none(value, facts) else REBOUND
            self.changed()
        elif type(target) is cst.Attribute:
            path = self.path(target)
            if path is not None:
                known = self._non_none(value, facts)  # the value is evaluated first
                facts = without(facts, path)
                if known:
                    facts = facts | not_none(path)  # `ctx.metadata = {}` establishes it
        part = (
            syntax.element_name(target, self._key)
            if self._secrets and type(target) is cst.Subscript
            else None
        )
        if part is not None:
            # `headers["auth"] = secret`: that part holds it (the container shown whole
            # shows it too); another value stored there replaces it
            shown, through = self._secret_calls(value)
            replaced = [t for t in self.tainted if t == part or t.startswith(part + "<")]
            if replaced:
                self.tainted.difference_update(replaced)
                self.changed()
            if shown is not None:
                self.tainted.add(part)
                self.changed()
            elif through:
                self._hold_through(part, through)  # `headers["auth"] = bearer(token)`
                self.changed()
        elif type(target) is cst.Attribute or type(target) is cst.Subscript:
            holder = syntax.holder_key(target)
            shown, through = self._secret_calls(value) if holder is not None else (None, [])
            if shown is not None:
                self.tainted.add(
                    cast(str, holder)
                )  # `headers["auth"] = secret`, `h.token = secret`
                self.changed()
            elif through and (base := syntax.base_name(target)) is not None:
                # `headers[key] = bearer(token)`, `h.auth = bearer(token)`: the whole
                # container holds it if `bearer` hands it back
                self._hold_through(base, through)
                self.changed()
        elif (
            type(target) is cst.Name
            and type(value) is cst.Name
            and value.value != target.value
            and {target.value, value.value} <= self.info.ctx_params
        ):
            # `tool_context = other`, both context parameters: another context, whose
            # members nothing here has tested
            facts = without(facts, CTX)
        elif (
            type(target) is cst.Name
            and self._is_context(value)
            and self._non_none(value, facts)  # `ctx = ctx or get_context()`
        ):
            facts = facts | not_none(CTX)
        self._bind(target, value, facts)
        return facts

    def _forget_tests_of(self, name: str) -> None:
        """`name` is rebound: a held test reading it (or held in it) no longer says anything."""
        stale = [
            held
            for held, test in self.conditions.items()
            if held == name or any(n.value == name for n in syntax.names_in(self._tests[test]))
        ]
        for held in stale:
            del self.conditions[held]

    def _context_or_none(self, value: cst.BaseExpression) -> bool:
        """Whether `value` calls a module function returning this profile's context or None."""
        call = value.expression if type(value) is cst.Await else value
        if type(call) is not cst.Call:
            return False
        getter = self._getter_of(call.func)
        return (
            getter is not None
            and getter.context_or_none
            and getter.context == self.profile.name
            and getter.is_async == (call is not value)
        )

    def _makes_context(self, value: cst.BaseExpression) -> bool:
        """Whether `value` constructs this profile's context class (`Context(...)`)."""
        if type(value) is not cst.Call:
            return False
        resolved = self.imports.resolve(value.func)
        return (
            resolved is not None
            and resolved[0].name == self.profile.name
            and resolved[1] in self.profile.context_types
        )

    def _is_context(self, value: cst.BaseExpression) -> bool:
        """Whether `value` is the context: a name of it, `get_context()`, or `a or b` and
        `a if t else b` of these."""
        if type(value) is cst.BooleanOperation:
            return self._is_context(value.left) and self._is_context(value.right)
        if type(value) is cst.IfExp:
            return self._is_context(value.body) and self._is_context(value.orelse)
        return self.path(value) == CTX

    def _bind(
        self, target: cst.BaseExpression, value: cst.BaseExpression | None, facts: Facts
    ) -> None:
        if type(target) is cst.Name:
            # The value is read before the name is rebound: `x = None if c else x` and
            # `x = x.attr` read the old `x`.
            self._write(target.value, self._read(value, facts) if value is not None else None)
        elif type(target) is cst.Tuple or type(target) is cst.List:
            elements = [e if type(e) is cst.StarredElement else e.value for e in target.elements]
            values = syntax.unpacked(elements, self._returned_tuple(value))
            carries = value is not None and self._carrier(value) is not None
            if values is not None and all(type(e) is cst.Name for e in elements):
                # `a, b = b, a`: every value is read before any name is rebound
                readings = [self._read(v, facts) if v is not None else None for v in values]
                for element, reading in zip(elements, readings, strict=True):
                    self._write(cast(cst.Name, element).value, reading)
                return
            for i, element in enumerate(elements):
                inner = element.value if type(element) is cst.StarredElement else element
                self._bind(inner, values[i] if values is not None else None, facts)
                base = syntax.base_name(inner)
                if carries and values is None and base is not None:
                    self.tainted.add(base)  # `a, b = secret.split(":")`: either may hold it
                    self.changed()
        elif (
            type(target) is cst.Attribute
            and type(target.value) is cst.Name
            and target.value.value == self.self_param
            and self.self_param is not None
        ):
            # `self.ident = ctx.identity`: in this method, from here on, what was stored
            key = f"{self.self_param}:{target.attr.value}"  # no dot: marks end at one
            self._hold(key, self._read(value, facts) if value is not None else None)
            self._attr_aliases = True
            self._store_target(target, facts)
        else:
            element_name = syntax.element_name(target, self._key) or self._field_name(target)
            if element_name is not None:
                # `d["i"] = v`, `box.who = v`: from here on the element holds `v` (pyright
                # narrows `d["i"]` and `box.who` on assignment too); what a literal put
                # there is gone
                reading = self._read(value, facts) if value is not None else None
                if reading is not None and (reading.path or element_name in self.aliases):
                    self._hold(element_name, reading)
                    self._elements = True
            self._store_target(target, facts)

    def _field_name(self, target: cst.BaseExpression) -> str | None:
        """`box.who` of a local object (not the context, nor an alias of it or of a member)
        as the name its alias is kept under, as `job.run` of `job = Job(run=ctx.run_id)` is."""
        if type(target) is not cst.Attribute or type(target.value) is not cst.Name:
            return None
        if self.path(target.value) is not None:
            return None  # `ctx.metadata = v`, `ident.tenant = v`: facts of members, above
        return f"{target.value.value}.{target.attr.value}"

    def _returned_tuple(self, value: cst.BaseExpression | None) -> cst.BaseExpression | None:
        """`both(ctx)` of `def both(c): return c.signal, c.identity`, read as the tuple
        `(ctx.signal, ctx.identity)` it returns (other elements are unknown values)."""
        # `await asyncio.wait_for(both(ctx), 5)` awaits `both(ctx)`
        call = _run_within(cast(cst.Await, value).expression) if type(value) is cst.Await else value
        if type(call) is not cst.Call or not self.getters:
            return value
        getter = self._getter_of(call.func)
        if getter is None or not getter.elements or getter.is_async != (call is not value):
            return value
        arg = _argument_for(call, getter)
        if arg is None:
            return value
        parts = []
        for chain in getter.elements:
            member: cst.BaseExpression = cst.Name("_unknown_")
            if chain is not None:
                member = arg
                for attr in chain.split("."):
                    member = cst.Attribute(member, cst.Name(attr))
            parts.append(cst.Element(member))
        return cst.Tuple(parts)

    def _hold(self, key: str, reading: _Reading | None) -> None:
        """Bind a place that is not a name (`self:ident`, `box['who']`) as `_write` binds a
        name; what it holds is then never read from the class or the literal again."""
        self._write(key, reading)
        self.aliases.setdefault(key, REBOUND)  # a value not followed: unknown, not absent

    def _read(self, value: cst.BaseExpression, facts: Facts) -> _Reading:
        """What binding `value` to a name tells, read in the state before the binding."""
        other = syntax.none_or_other(value)
        if type(other) is cst.BooleanOperation and type(other.operator) is cst.Or:
            # `ctx.identity or args.x or None`: None when each is falsy, as the member is
            other = next(
                (o for o in _chain_operands(other) if _plain_member(self.path(o) or "")), other
            )
        if other is None and type(value) in (cst.IfExp, cst.BooleanOperation):
            other = self._member_branch(value, facts)
        if other is None and self.getters and self._context_or_none(value):
            # `c = maybe()` of `def maybe() -> Context | None`: as `ctx if ok else None`
            other = value
            p: str | None = CTX
        else:
            p = self.path(other if other is not None else value)
        return _Reading(
            value=value,
            other=other,
            path=p,
            non_none=(p is None and type(value) is not cst.Lambda and self._non_none(value, facts)),
            # `p` is the value's own path unless it is a conditional or a boolean operation
            is_context=(
                self._is_context(value)
                if type(value) is cst.IfExp or type(value) is cst.BooleanOperation
                else p == CTX and other is None
            ),
            elements=self._elements_held(value) if p is None else [],
            mentions_scopes=self._mentions_scopes(value),
            key_scope=self._session_key_scope(value),
            through=self._secret_calls(value),
            awaited=(
                self._await_path(value)  # a coroutine made, or one a name held (`_aw = pending`)
                if p is None
                and self.in_async
                and (type(value) is cst.Call or type(value) is cst.Name)
                else None
            ),
        )

    def _defaulted_member(self, value: cst.BaseExpression) -> str | None:
        """The member a value holds when it is not a default: `ctx.wanted or {}`,
        `ctx.wanted if ctx.wanted else {}`, `{} if ctx.wanted is None else ctx.wanted`."""
        if type(value) is cst.BooleanOperation and type(value.operator) is cst.Or:
            branches: tuple[cst.BaseExpression, ...] = (value.left,)
        elif type(value) is cst.IfExp:
            branches = (value.body, value.orelse)
        else:
            return None
        for branch in branches:
            p = self.path(branch)
            if p is not None and p.startswith(CTX_DOT):
                return p
        return None

    def _method_name(self, func: cst.BaseExpression) -> str | None:
        """The name of the method a call of `func` calls (`_method_of`, its receiver unread)."""
        if type(func) is cst.Attribute:
            return func.attr.value
        if type(func) is cst.Name and self.aliases:
            called = self._method_of(func)
            return called[1] if called is not None else None
        return None

    def _method_of(self, func: cst.BaseExpression) -> tuple[str | None, str] | None:
        """The receiver's path (None: not known) and the method's name a call of `func`
        calls: `ctx.wanted.get`, or a name bound to such a method (`get = ctx.wanted.get`)."""
        if type(func) is cst.Attribute:
            return self._receiver(func.value), func.attr.value
        if type(func) is cst.Name and func.value not in self.ctx_names:
            bound = self.aliases.get(func.value)
            if bound is not None and bound not in NOT_FOLLOWED and "." in bound:
                receiver, _, method = unmarked(bound).rpartition(".")
                return receiver, method
        return None

    def _receiver(self, node: cst.BaseExpression) -> str | None:
        """The path of what a method is called on or a key looked up in (`_defaulted`)."""
        p = self.path(node)
        if p is None and type(node) is cst.Name:
            return self._defaulted.get(node.value)
        return p

    def _member_branch(self, value: cst.BaseExpression, facts: Facts) -> cst.BaseExpression | None:
        """The branch that may leave a member's None in `value`, when only one can: the
        member side of `ctx.run_id if flag else "x"`, the right of `a or ctx.run_id` or of
        `a and ctx.run_id` (None only when it is), the left of `ctx.store and x`. The name
        then holds that member or a value, as after a join."""
        if type(value) is cst.BooleanOperation:
            is_or = type(value.operator) is cst.Or
            reached = facts if is_or else facts | self.truthy(value.left, facts)
            if not self._non_none(value.right, reached):
                branch = value.right  # (`flag and ctx.run_id` too: the member when reached)
            elif is_or or self._non_none(value.left, facts):
                return None
            else:
                branch = value.left  # `ctx.server_info and x`: None when the member is
        elif type(value) is cst.IfExp:
            if self._non_none(value, facts):
                return None
            body = self._non_none(value.body, facts | self.truthy(value.test, facts))
            orelse = self._non_none(value.orelse, facts | self.falsy(value.test, facts))
            if body and orelse:
                return None
            if not body and not orelse:
                # `ctx.session_id if s else ctx.run_id`: either member's None may be left
                # in it; the name is named after the first that is a member
                first = self.path(value.body)
                held = first is not None and first.startswith(CTX_DOT)
                branch = value.body if held else value.orelse
            else:
                branch = value.orelse if body else value.body
        else:
            return None
        p = self.path(branch)
        return branch if p is not None and p.startswith(CTX_DOT) else None

    def _write(self, name: str, reading: _Reading | None) -> None:
        """Rebind `name` to a value read by `_read` (None: a value not known)."""
        value = reading.value if reading is not None else None
        self.changed()
        self._forget_tests_of(name)
        self.local_defs.pop(name, None)
        if type(value) is cst.Lambda:  # `get = lambda c: c.identity.tenant`, then `get(ctx)`
            self.local_defs[name] = syntax.lambda_as_def(name, value)
        self._defaulted.pop(name, None)
        texts = syntax.string_values(value) if value is not None else None
        if texts:
            self.literal_names[name] = tuple(sorted(texts))
        elif self.literal_names:
            self.literal_names.pop(name, None)
        shown = self._text_of_member(value) if value is not None else None
        if shown is not None:
            self.texts[name] = shown
        elif self.texts:
            self.texts.pop(name, None)
        if reading is not None and reading.path is None:
            member = self._defaulted_member(reading.value)
            if member is not None:
                self._defaulted[name] = member
        if value is not None and syntax.is_none(value):
            self.aliases[name] = REBOUND_NONE  # where paths meet: the member or None
        elif self.aliases.pop(name, None) is not None or name in self._bound_again():
            # Said, not forgotten, where the name may hold a member on another path
            # (`if ...: x = ctx.f` / `else: x = DEFAULT`): where paths meet, this one
            # holds a value, not the member.
            self.aliases[name] = REBOUND
        if self._elements:
            parts = (name + "[", name + ".")
            for key in [k for k in self.aliases if k.startswith(parts)]:
                self.aliases[key] = REBOUND
        if reading is not None and reading.non_none:
            # a value known not None (`"adhoc"`, `[]`, `MemoryIdentity(...)`): where paths
            # meet, a name holding a member on the others is not None when that member is
            # not (`_join_aliases`)
            self.aliases[name] = REBOUND_VALUE
        self.scope_sets.discard(name)
        self._made.pop(name, None)
        self.scope_elements.discard(name)
        self.key_vars.pop(name, None)
        if self.tainted:
            self.tainted.difference_update(
                [
                    t
                    for t in self.tainted
                    if t == name or t.startswith((name + ".", name + "[", name + "<"))
                ]
            )
        if name in self.ctx_names and (reading is None or not reading.is_context):
            self.ctx_names.discard(name)  # the context parameter was rebound
        if reading is None:
            return
        value, p, other = reading.value, reading.path, reading.other
        # `x if test else None` is the member's value or None: `x` names the member (for
        # its presence and messages), but facts about `x` are its own, kept apart by a
        # mark of this binding: that `ctx.f` is known not None says nothing about `x`.
        if p == CTX and other is not None:
            # `c = ctx if ok else None`: the context or None; its facts are its own
            self.aliases[name] = marked(CTX, name, value)
        elif p == CTX or reading.is_context:
            self.ctx_names.add(name)
        elif p is not None and other is not None and p.startswith(CTX_DOT):
            self.aliases[name] = marked(p, name, value)
        elif p is not None and p.endswith("()"):
            # What one call returned: another call's result is another value, so facts
            # about this one are its own (`a = load("a")` tested says nothing of `b`).
            self.aliases[name] = marked(p, name, value)
        elif p is not None:
            self.aliases[name] = p
        for suffix, element_path in reading.elements:
            self.aliases[name + suffix] = element_path
            self._elements = True
        if reading.awaited is not None:
            self.aliases[name + AWAITED] = reading.awaited
            self._elements = True  # kept, and forgotten on rebinding, as an element is
        if reading.mentions_scopes:
            self.scope_sets.add(name)
        if reading.key_scope is not None:
            self.key_vars[name] = reading.key_scope
        carrier, through = reading.through
        if carrier is not None:
            keys = self._carrying_keys(value)
            if keys is None:
                self.tainted.add(name)
            else:  # `conf = {"user": u, "token": secret}`: only `conf["token"]` is the secret
                self.tainted.update(f"{name}[{k!r}]" for k in keys)
        self._hold_through(name, through)  # `auth = bearer(token)`
        if value is not None and type(value) is cst.Name and value.value in self.conditions:
            self.conditions[name] = self.conditions[value.value]  # `ok = known`: the same test
        elif self._holds_test(value) and name not in (n.value for n in syntax.names_in(value)):
            self.conditions[name] = id(value)
            self._tests[id(value)] = value

    def _text_of_member(self, value: cst.BaseExpression) -> str | None:
        """The member `value` spells as text, nothing added (`syntax.text_of`)."""
        inner = syntax.text_of(value)
        path = self.path(inner) if inner is not None else None
        return path if path is not None and path.startswith(CTX_DOT) else None

    def _holds_test(self, value: cst.BaseExpression | None) -> bool:
        """Whether a value is the outcome of a test `truthy`/`falsy` read: a comparison,
        `not`, `and`/`or`, `isinstance(...)`, or a call of a predicate of the module
        (`has_client(ctx)`, `def ready(): return ctx.f is not None`)."""
        if value is None:
            return False
        if syntax.is_test(value):
            return True
        if (
            type(value) is cst.Call
            and self.profile.reads_client_capabilities
            and self._capabilities_checked(value)
        ):
            return True  # `ok = ctx.session.check_client_capability(...)`, `supports_x(ctx)`
        if type(value) is not cst.Call or not (self.getters or self.local_defs):
            return False
        name = self._called_name(value.func)
        if name in self.local_defs:
            return not value.args and closure_test(self.local_defs[name], self.literal) is not None
        getter = self._getter_of(value.func)
        return getter is not None and getter.test is not None and not getter.requires

    def _record_fields(self, value: cst.Call) -> list[tuple[str, str]]:
        """`Job(run=ctx.run_id)`, `Job` a record class of the module (a dataclass, say): the
        members its fields hold as passed (`.run`, which `job.run` then names)."""
        called = value.func
        if type(called) is not cst.Name or not value.args or self.fields is None:
            return []
        key = called.value + "()"
        stored = self._fields_read[key] = self.fields.read(key)
        found = []
        for arg in value.args:
            if arg.keyword is not None and stored and arg.keyword.value in stored:
                p = self.path(arg.value)
                if p is not None and p.startswith(CTX_DOT) and "?" not in p:
                    found.append((f".{arg.keyword.value}", p))
        return found

    def _elements_held(self, value: cst.BaseExpression) -> list[tuple[str, str]]:
        """The members the places of a value bound to a name hold (`_element_paths`): of a
        display, of `dict(...)`, of the tuple a getter returns (`both(ctx)`), of a record."""
        kind = type(value)
        if kind is cst.Dict or kind is cst.Tuple or kind is cst.List:
            return self._element_paths(value)
        if kind is not cst.Call and kind is not cst.Await:
            return []
        if syntax.dict_call_entries(value) is not None:
            return self._element_paths(value)
        returned = self._returned_tuple(value)
        if type(returned) is cst.Tuple:
            return self._element_paths(returned)
        if kind is cst.Call and self.fields is not None:
            return self._record_fields(cast(cst.Call, value))
        return []

    def _subscripted_path(self, node: cst.Subscript) -> str | None:
        """What a literal place of a display or tuple not held in a name holds, when it is the
        context or a member: of a tuple a getter returns (`both(ctx)[1]` of `def both(c):
        return c.signal, c.identity`), or written out (`(ctx.signal, 1)[0]`, `[ctx.f][-1]`,
        `{"i": ctx.f}["i"]`, `dict(i=ctx.f)["i"]`), as pyright reads them."""
        if type(node.value) not in _INDEXED_IN_PLACE:
            return None  # most subscripts: `ctx.wanted["k"]`, `d[k]`
        if len(node.slice) != 1 or type(node.slice[0].slice) is not cst.Index:
            return None
        index = cast(cst.Index, node.slice[0].slice).value
        held: cst.BaseExpression | None = node.value
        if type(held) is cst.Call or type(held) is cst.Await:
            held = self._returned_tuple(held)  # a getter's tuple, or the call itself
        kind = type(held)
        sequence = kind is cst.Tuple or kind is cst.List
        if held is None or not (sequence or self._dict_entries(held) is not None):
            return None
        negative = type(index) is cst.UnaryOperation and type(index.operator) is cst.Minus
        key = self._key(index.expression if negative else index)  # type: ignore[attr-defined]
        if negative and sequence and type(key) is int:
            elements = cast(cst.Tuple, held).elements
            if any(type(e) is cst.StarredElement for e in elements):
                return None  # the length is not known
            key = len(elements) - key
        elif negative:
            return None
        wanted = f"[{key!r}]"
        return next((path for place, path in self._element_paths(held) if place == wanted), None)

    def _element_paths(self, value: cst.BaseExpression) -> list[tuple[str, str]]:
        """`{"i": ctx.f}`, `dict(i=ctx.f)`, `(ctx.f, 1)`: the members the literal's keys
        hold (`d["i"]` and `t[0]` name them once it is bound to `d` or `t`)."""
        pairs = self._dict_entries(value)
        if pairs is None:
            pairs = []
            for i, element in enumerate(cast(cst.Tuple, value).elements):
                if type(element) is cst.StarredElement:
                    break  # later positions are not known
                pairs.append((i, element.value))
        found: list[tuple[str, str]] = []
        for key, element_value in pairs:
            if key is None:
                continue
            p = self.path(element_value)
            if p is not None and (p == CTX or p.startswith(CTX_DOT)):
                found.append((f"[{key!r}]", p))  # the context itself too: `{"ctx": ctx}`
        return found

    def _store_target(self, target: cst.BaseExpression, facts: Facts) -> None:
        if type(target) is cst.Attribute:
            self.expr(target.value, facts, Usage.DEREF, "attribute")
        elif type(target) is cst.Subscript:
            self.expr(target.value, facts, Usage.DEREF, "subscript")
            self._slices(target, facts)
        elif type(target) is cst.Name:
            self._bind(target, None, facts)
        elif type(target) is cst.Tuple or type(target) is cst.List:
            for element in target.elements:
                self._store_target(element.value, facts)
        elif type(target) is cst.StarredElement:
            self._store_target(target.value, facts)

    def _typed_param(self, name: str) -> tuple[bool, str | None]:
        """Whether `name` is a parameter annotated with a type that is never None
        (`expected: str`, no `= None`) and never rebound in the function, so it holds such
        a value everywhere; with the class it is annotated with (None when its attributes
        are assigned in the function). The signature is read first: the function is
        searched for rebindings only when a typed parameter is asked about."""
        if self._signature is None:
            node = self.info.node
            self._signature = {}
            if type(node) is cst.FunctionDef:
                params = node.params
                for param in (*params.posonly_params, *params.params, *params.kwonly_params):
                    if (
                        param.annotation is not None
                        and not (param.default is not None and syntax.is_none(param.default))
                        and never_none_type(param.annotation.annotation)
                    ):
                        written = param.annotation.annotation  # `args: "Args"` too
                        written = string_annotation(written) or written
                        self._signature[param.name.value] = dotted_name(written)
        if name not in self._signature:
            return False, None
        if self._typed is None:
            bound, stored = syntax.bound_in(self._scope_nodes())
            self._typed = {
                n: (None if n in stored else c)
                for n, c in self._signature.items()
                if n not in bound
            }
        return name in self._typed, self._typed.get(name)

    def _never_none_field(self, value: cst.Attribute) -> bool:
        """`args.q` with `args: Args` and `q: str` in the module's class `Args`."""
        if type(value.value) is not cst.Name or self.fields is None:
            return False
        owner = self._typed_param(value.value.value)[1]
        if owner is None:
            return False
        fields = self._fields_read[owner] = self.fields.get(owner)  # None: not a class here
        return fields is not None and value.attr.value in fields

    def _container_field(self, value: cst.BaseExpression) -> bool:
        """`args.allowed` with `args: Args` and `allowed: list[str]` in the module's class
        `Args` (or `self.allowed` in a method of it): a builtin container with no None among
        its elements."""
        if type(value) is not cst.Attribute or type(value.value) is not cst.Name:
            return False
        name = value.value.value
        if self.fields is None or name in self.ctx_names:  # (the context is no class here)
            return False
        if name == self.self_param and self.info.class_name:
            owner: str | None = self.info.class_name  # its declared type, whatever is stored
        else:
            owner = self._typed_param(name)[1]
        if owner is None:
            return False
        key = owner + "[]"
        fields = self._fields_read[key] = self.fields.read(key)
        return fields is not None and value.attr.value in fields

    def _non_none(self, value: cst.BaseExpression, facts: Facts) -> bool:
        """Whether `value` is known not to be None (a literal, a container, a guarded path,
        a parameter of a type that is never None)."""
        kind = type(value)  # not isinstance: libcst's classes are (slow) ABCs
        if kind in syntax.NON_NONE_KINDS:
            return True
        if type(value) is cst.Name and value.value in ("True", "False", "Ellipsis"):
            return True
        if type(value) is cst.Name and (
            self.aliases.get(value.value) == REBOUND_VALUE or self._typed_param(value.value)[0]
        ):
            return True  # bound to a value never None on every path here, or a typed parameter
        if type(value) is cst.Attribute and self._never_none_field(value):
            return True
        if type(value) is cst.Call:
            called = dotted_name(value.func) or ""
            last = called.rpartition(".")[2]
            # a builtin that never returns None, or a class made (`MemoryIdentity(...)`)
            if called in syntax.NON_NONE_CALLS or (last[:1].isupper() and not last.isupper()):
                return True
            if self.path(value) == CTX:
                return True  # get_context() returns the context or raises
        if type(value) is cst.BooleanOperation and type(value.operator) is cst.Or:
            return self._non_none(value.right, facts)  # `x or {}`: the default when x is falsy
        if type(value) is cst.IfExp:
            # `x if x is not None else {}`: each branch under what its test proves
            return self._non_none(
                value.body, facts | self.truthy(value.test, facts)
            ) and self._non_none(value.orelse, facts | self.falsy(value.test, facts))
        if kind is cst.Comparison or kind is cst.BinaryOperation:
            return True  # a bool, an arithmetic result (None would have raised)
        if type(value) is cst.UnaryOperation and type(value.operator) is cst.Not:
            return True
        path = self.path(value)
        if path is None:
            return False
        # guarded here, or a member never None by its nature (`ctx.tool_call_id`)
        return holds(facts, path) or (path.startswith(CTX_DOT) and self._settled(path))

    # -- expressions -----------------------------------------------------------------------

    def record(
        self,
        node: cst.CSTNode,
        attr: str,
        usage: Usage,
        deref: str | None,
        facts: Facts,
        via_alias: bool = False,
        fact_path: str | None = None,
    ) -> None:
        """An access of member `attr`; `fact_path` is what its facts are about when that is
        not `ctx.attr` itself (a maybe-None alias of it)."""
        f = self.profile.field(attr)
        if f is not None and f.module_function:
            f = None  # `ctx.get_access_token` does not exist: the function lives in the module
        path = fact_path or f"{CTX}.{attr}"
        service_guarded = False
        if f is not None and f.presence.service:
            service_guarded = holds(facts, f"{CTX}.{f.presence.service}")
        elif f is not None and f.presence.proven_by:
            shown = {unmarked(fact.path) for fact in facts if type(fact) is NotNone}
            service_guarded = any(f"{CTX}.{p}" in shown for p in f.presence.proven_by)
        self.result.accesses.append(
            Access(
                attr=attr,
                field=f,
                node=node,
                usage=usage,
                deref=deref,
                # a use after one earlier in the same statement runs only if that one did not raise
                guarded=holds(facts, path) or path in self._derefs,
                try_attr=self.try_attr > 0 or ATTRIBUTE_ERRORS_HANDLED in facts,
                try_service=self.try_service > 0 or SERVICE_ERRORS_HANDLED in facts,
                service_guarded=service_guarded,
                statement=self.statement,
                via_alias=via_alias,
                outer=self.outer if usage is Usage.NONE_TEST else None,
                # a name holding the member or None (`x = ctx.f if t else None`): its own
                # facts; not a member reached through it (`x.put`), which is the member's
                own_facts=fact_path is not None and "?" in fact_path.rpartition(".")[2],
                fact=path,
            )
        )
        if (
            usage is Usage.DEREF
            and f is not None
            and f.presence.may_be_none
            # a call's result held in a name is that value; a call made again is another
            and not (f.name.endswith("()") and "?" not in path)
            and not self._conditional
            and not self.try_attr
        ):
            self._derefs.add(path)

    def _framework_private(self, attr: str) -> bool:
        """A real framework's `_x`: its internals, which no profile models."""
        return attr.startswith("_") and self.profile.distribution is not None

    def expr(self, node: cst.CSTNode, facts: Facts, usage: Usage, deref: str | None = None) -> None:
        if self._where is not None:
            self._owners[id(node)] = self._where
        kind = type(node)  # not isinstance: see `path`
        if kind in _LITERALS:
            return  # nothing in it: a sixth of the expressions walked
        if type(node) is cst.Name:
            if usage is Usage.KEY and self.texts and node.value in self.texts:
                self._alias_use(node, self.texts[node.value], usage, deref, facts)
                return
            alias = self.path(node)
            if alias is not None and _holds_context_or_none(alias):
                if usage is Usage.DEREF:
                    self._context_deref(node, facts, alias)  # `await c`, `len(c)`
                return
            if alias and alias != CTX and not (deref == "await" and self._sync_result(alias)):
                self._alias_use(node, alias, usage, deref, facts)  # (awaiting that is DK005)
            return
        if kind is cst.Subscript:
            indexed = cast(cst.Subscript, node).value
            if type(indexed) is cst.Name and self._elements:
                alias = self.path(node)  # `d["i"]`, an element holding a member
                if alias is not None and self._alias_use(node, alias, usage, deref, facts):
                    return
            elif type(indexed) in _INDEXED_IN_PLACE:
                alias = self._subscripted_path(cast(cst.Subscript, node))
                if alias is not None:  # `both(ctx)[1]`: the call runs, then its place is read
                    self.expr(indexed, facts, Usage.PLAIN)
                    self._alias_use(node, alias, usage, deref, facts)
                    return
        if kind is cst.Attribute and self._elements:
            attribute = cast(cst.Attribute, node)
            field = attribute.value
            held = (
                self.aliases.get(f"{field.value}.{attribute.attr.value}")  # `job.run`
                if type(field) is cst.Name
                else None
            )
            if (
                held is not None
                and held not in NOT_FOLLOWED
                and self._alias_use(node, held, usage, deref, facts)
            ):
                return
        if type(node) is cst.Attribute:
            if (
                self.self_param is not None
                and type(node.value) is cst.Name
                and node.value.value == self.self_param
            ):
                held = self.path(node)  # `self.ident`, holding a member: a use of it
                if held is not None and held.startswith(CTX_DOT):
                    self._alias_use(node, held, usage, deref, facts)
                    return
            base = self.path(node.value)
            if base is not None and _holds_context_or_none(base):
                self._context_deref(node.value, facts, base)
                base = CTX
            elif base == CTX and self.ctx_optional:
                self._context_deref(node.value, facts)
            if base == CTX:
                attr = node.attr.value
                dunder = attr.startswith("__") and attr.endswith("__")
                if not dunder and not self._framework_private(attr):
                    self.record(node, attr, usage, deref, facts)  # a framework's `_x`: not modelled
                return
            self.expr(node.value, facts, Usage.DEREF, "attribute")
            if base is not None and base.startswith(CTX_DOT):
                nested = f"{unmarked(base)[len(CTX) + 1 :]}.{node.attr.value}"
                if self.profile.field(nested) is not None:  # ctx.request_context.meta
                    fact = f"{base}.{node.attr.value}"
                    self.record(node, nested, usage, deref, facts, fact_path=fact)
            return
        if (
            (usage is Usage.DEREF or usage is Usage.OR_DEFAULT)
            and type(node) is cst.Call
            and dotted_name(node.func) == "getattr"
        ):
            member = self.field_of(self.path(node))
            if member is not None:  # getattr(ctx, "f", None).x dereferences ctx.f; `or` defaults it
                self.record(node, member.name, usage, deref, facts)
                if len(node.args) == 2:  # no default: `getattr(ctx.identity, "tenant")` reads it
                    target = node.args[0].value
                    if self.ctx_optional and self.path(target) == CTX:
                        self._context_deref(target, facts)  # `getattr(ctx, "f")`, ctx maybe None
                    else:
                        self.expr(target, facts, Usage.DEREF, "attribute")
                for arg in node.args[2:]:
                    self.expr(arg.value, facts, Usage.PLAIN)
                return
        if usage is Usage.DEREF and (kind is cst.Call or kind is cst.Await):
            path = self.path(node)
            result = self.field_of(path)
            if result is not None and result.name.endswith("()"):
                # get_access_token().token, (await ctx.load_artifact(f)).text; not `await`
                # of a synchronous member's result (DK005 says that is the bug)
                if not (deref == "await" and self._sync_member_call(node)):
                    self.record(node, result.name, usage, deref, facts)
            elif result is not None and path is not None:
                self._alias_use(node, path, usage, deref, facts)  # identity_of(ctx).tenant
        elif (
            (usage is Usage.KEY or usage is Usage.OR_DEFAULT)
            and kind is cst.Call
            and (self.getters or self.local_defs)
        ):
            # `cache[session_of(ctx)]`, `run_of(ctx) or uuid4()`: the member the getter returns
            path = self._got(cast(cst.Call, node), False)
            if path is not None and path.startswith(CTX_DOT) and not path.endswith("()"):
                self._alias_use(node, path, usage, deref, facts)
        method = _EXPRESSION_HANDLERS.get(kind, _UNSEEN)
        if method is _UNSEEN:  # (looked up here, not by a call: this runs for every expression)
            method = _handler(_EXPRESSION_HANDLERS, "expr_", kind)
        if method is not None:
            method(self, node, facts, usage)
            return
        for child in _children(node):
            self.any(child, facts)

    def _sync_member_call(self, node: cst.CSTNode) -> bool:
        if type(node) is not cst.Call:
            return False
        member = self.field_of(self.path(node.func))
        return member is not None and member.is_async is False

    def _sync_result(self, path: str) -> bool:
        """Whether `path` is what a synchronous member returned (`$ctx.credentials.get()`)."""
        path = unmarked(path)
        member = self.field_of(path[:-2]) if path.endswith("()") else None
        return member is not None and member.is_async is False

    def _alias_use(
        self, node: cst.CSTNode, alias: str, usage: Usage, deref: str | None, facts: Facts
    ) -> bool:
        """A use of a name (or literal element) holding a member: recorded as a use of that
        member; False when `alias` names no member."""
        if alias.count(".") != 1 and self.field_of(alias) is None:
            return False
        named = unmarked(alias).split(".", 1)[1]
        self.record(node, named, usage, deref, facts, via_alias=True, fact_path=alias)
        return True

    def _context_deref(self, node: cst.BaseExpression, facts: Facts, fact: str = CTX) -> None:
        guarded = holds(facts, fact) or fact in self._derefs
        self.result.context_derefs.append(
            ContextDeref(
                node,
                guarded,
                self.try_attr > 0 or ATTRIBUTE_ERRORS_HANDLED in facts,
                self.statement,
                fact,
            )
        )
        if self._where is not None:
            self._owners[id(node)] = self._where
        if not self._conditional and not self.try_attr:
            self._derefs.add(fact)

    def expr_Call(self, node: cst.Call, facts: Facts, usage: Usage) -> None:
        if syntax.dict_call_entries(node) is not None:  # `dict(a=x)` is the display `{"a": x}`
            held_by, returned = self._fate_of(node)
            for arg in node.args:
                self._hand_fate(arg.value, held_by, returned)
                self.expr(arg.value, facts, Usage.PLAIN)
            return
        generator = _materialized(node)
        if generator is not None:  # `list(<genexp>)` holds, returns or drops what it makes
            held_by, returned = self._fate_of(node)
            self._hand_fate(generator, held_by, returned)
            self._running = generator
        called = self._called_name(node.func)
        name = dotted_name(node.func)
        if called is not None:
            self._called.add(called)
        elif name is not None and name.lstrip("_")[:1].isupper() and name.count(".") == 1:
            self._called.add(name)  # `Checks.ready(ctx)`: a static method, maybe summarised later
        args = node.args
        if name in ("getattr", "hasattr") and args:
            target = args[0].value
            attr = self.literal(args[1].value) if len(args) > 1 else None
            if attr is not None and self._framework_private(attr):
                attr = None  # not modelled, as `ctx._x` is not
            if self.path(target) == CTX and attr is not None:
                # `getattr(ctx, "f")` is `ctx.f`; with a default (or `hasattr`) it tests
                # whether there is one, and where the member exists it is also its read
                # (a key, a value; its tests are the default's)
                tests = name == "hasattr" or len(args) > 2
                if tests:
                    self.record(node, attr, Usage.HASATTR, None, facts)
                elif self.ctx_optional:
                    self._context_deref(target, facts)
                if name == "getattr" and (
                    not tests
                    or (self.profile.field(attr) is not None and usage in (Usage.KEY, Usage.PLAIN))
                ):
                    self.record(node, attr, usage, None, facts)
                for arg in args[2:]:
                    self.expr(arg.value, facts, Usage.PLAIN)
                return
            # getattr with a default never fails on None; hasattr neither.
            deref_first = name == "getattr" and len(args) == 2
            self.expr(
                target,
                facts,
                Usage.DEREF if deref_first else Usage.HASATTR,
                "attribute" if deref_first else None,
            )
            for arg in args[1:]:
                self.expr(arg.value, facts, Usage.PLAIN)
            return
        if (
            (name in CONSUMING_BUILTINS or name in CONVERTING_BUILTINS)
            and args
            and args[0].keyword is None
            and not args[0].star
        ):
            self.expr(args[0].value, facts, Usage.DEREF, name)
            for arg in args[1:]:
                self.expr(arg.value, facts, Usage.PLAIN)
            return
        if name in ITERATING_ALL or name in ITERATING_REST:
            skip = 1 if name in ITERATING_REST else 0
            for i, arg in enumerate(args):
                iterated = i >= skip and arg.keyword is None and not arg.star
                self.expr(arg.value, facts, Usage.DEREF if iterated else Usage.PLAIN, name)
            return
        if name == "bool" and len(args) == 1:
            self.expr(args[0].value, facts, Usage.TRUTH)
            return
        if usage is Usage.KEY and (shown := syntax.text_of(node)) is not None:
            self.expr(shown, facts, Usage.KEY)  # `str(session_id)` is the same key
            return
        if name in ("isinstance", "callable", "id", "type", "repr", "str") and args:
            for arg in args:
                self._argument_of = (arg.value, name)
                self.expr(arg.value, facts, Usage.PLAIN)
            return

        partial = name in PARTIAL_CALLS and bool(args)
        if partial:
            member = self._bound_member(args[0].value)
            bound = self._assigned is not None and self._assigned[0] is node
            # partial(ctx.save_artifact, ...): called later, as is. Bound to a name, it is the
            # member (each call of the name is a call of it), but partial(None) raises here.
            if member is not None and (not bound or member.presence.may_be_none):
                self.record(args[0].value, member.name, Usage.DEREF, "call", facts)
        self.expr(node.func, facts, Usage.DEREF, "call")
        self._member_call(node, usage)
        method = self._method_name(node.func)
        is_key_method = method in KEY_METHODS
        for i, arg in enumerate(args):
            keyword = arg.keyword.value if arg.keyword else None
            self._argument_of = (arg.value, name or "")
            if arg.star:
                self.expr(arg.value, facts, Usage.DEREF, "unpack")
            elif method == "join" and keyword is None:  # `", ".join(None)`, `path.join(None)`
                self.expr(arg.value, facts, Usage.DEREF, "join")
            elif (is_key_method and i == 0 and keyword is None) or (
                keyword and names_a_key(keyword)
            ):
                self.expr(arg.value, facts, Usage.KEY)
            else:
                handed_over = not (partial and i == 0)  # partial's own function is above
                if handed_over and method not in LOG_METHODS and name not in NOT_CALLING:
                    self._passed_method(arg.value, facts)
                self.expr(arg.value, facts, Usage.PLAIN)
        self._call_events(node, name, facts)
        if type(node.func) is cst.Name and node.func.value in self.nonlocal_writes:
            self._run_nonlocal_writes(node.func.value, facts)

    def _bound_member(self, value: cst.BaseExpression) -> ContextField | None:
        """The member `value` names directly on the context (`ctx.save_artifact`), if any."""
        bound = self.path(value)
        return self.field_of(bound) if bound and bound.count(".") == 1 else None

    def _passed_method(self, value: cst.BaseExpression, facts: Facts) -> None:
        """A member method that raises without its service, handed to a function
        (`retry(ctx.list_artifacts)`): that function calls it, so it counts as called here,
        as `partial(ctx.save_artifact, ...)` does."""
        if type(value) is cst.Call:
            return  # `run(partial(ctx.save_artifact, ...))`: the partial records it itself
        member = self._bound_member(value)
        if (
            member is not None
            and member.is_method
            and member.presence.kind is PresenceKind.RAISES_WITHOUT
        ):
            self.record(value, member.name, Usage.DEREF, "call", facts)

    def _member_call(self, node: cst.Call, usage: Usage) -> None:
        member = self.field_of(self.path(node.func))
        if member is None or not member.is_method or member.module_function:
            return
        assigned = self._assigned[1] if self._assigned and self._assigned[0] is node else None
        self.result.member_calls.append(
            MemberCall(
                node,
                member,
                awaited=any(awaited is node for awaited in self._awaiting),
                discarded=self._discarded is node or any(e is node for e in self._dropped_elements),
                returned=self._returned is node,
                usage=usage,
                assigned_to=assigned,
                in_async=self.in_async,
                passed_to=self._argument_of[1]
                if self._argument_of and self._argument_of[0] is node
                else None,
                stored_in=self._stored[1] if self._stored and self._stored[0] is node else None,
            )
        )

    def _call_events(self, node: cst.Call, name: str | None, facts: Facts) -> None:
        if name in SLEEP_CALLS and self.loops:
            self.loops[-1].waits = True
        resolved = self.imports.resolve(node.func)
        called = self._method_of(node.func)
        receiver, method = called if called is not None else (None, None)
        self.result.call_events.append(
            CallEvent(
                node,
                resolved,
                receiver,
                self._callee(node.func),
                dropped=self._discarded is node,
                in_async=self.in_async,
                scopes=(
                    self.literal_values(node.args[1].value)
                    if resolved is not None
                    and resolved[1] == resolved[0].session_key_function
                    and len(node.args) > 1
                    else ()
                ),
                first_texts=(
                    self.literal_values(node.args[0].value)
                    if receiver is not None and node.args and method in KEY_METHODS
                    else ()
                ),
                method=method,
            )
        )
        if resolved is not None and resolved[1] in resolved[0].emit_functions:
            for arg in node.args:
                self._check_sink(arg.value, "event")
        f = self.field_of(self.path(node.func))
        if f is not None and f.has_role(Role.TEARDOWN_HOOK):
            self._teardown(node, facts)
        self._helper_call(node, facts)
        self._sink_call(node, name)
        if node.args and (self.tainted or self._reveals):
            self._passed_secret(node, name)
            self._stored_secret(node)

    def _teardown(self, node: cst.Call, facts: Facts) -> None:
        args = list(node.args)
        if type(node.func) is cst.Name and node.func.value not in self.ctx_names:
            # `register = partial(ctx.on_teardown, scope="run")`: its arguments come first
            bound = self._bound_once(node.func.value)
            if type(bound) is cst.Call and dotted_name(bound.func) in PARTIAL_CALLS:
                args = [*bound.args[1:], *args]
        scope_arg = next((a.value for a in args if a.keyword and a.keyword.value == "scope"), None)
        key_arg = next((a.value for a in args if a.keyword and a.keyword.value == "key"), None)
        key_scope = None
        if type(key_arg) is cst.Name:
            key_scope = self.key_vars.get(key_arg.value)
        elif key_arg is not None:
            key_scope = self._session_key_scope(key_arg)
        scopes: tuple[str | None, ...] = self.literal_values(scope_arg) or (None,)
        # `scope=wanted`, `wanted` bound to several literals: a registration for each,
        # honoured by a test of that scope or of `wanted` itself
        tested_name = (
            scope_arg is not None
            and len(scopes) > 1
            and name_scope_honoured(cast(cst.Name, scope_arg).value) in facts
        )
        for scope in scopes:
            self.result.teardowns.append(
                TeardownUse(
                    node,
                    scope,
                    scope_arg,
                    key_scope,
                    honoured=scope is not None and (tested_name or ScopeHonoured(scope) in facts),
                )
            )

    def _session_key_scope(self, node: cst.BaseExpression) -> str | None:
        if type(node) is cst.Name:
            return self.key_vars.get(node.value)  # `k = run_key`: the same key
        if type(node) is cst.Call:
            resolved = self.imports.resolve(node.func)
            if resolved and resolved[1] == resolved[0].session_key_function and len(node.args) > 1:
                return self.literal(node.args[1].value)
        return None

    def _helper_call(self, node: cst.Call, facts: Facts) -> None:
        """A call that hands the context to a function of this module (to be analysed too).

        Also `functools.partial(helper, ctx, ...)` (the call happens later, with these
        arguments first) and `helper(**{"ctx": ctx})`.
        """
        func, args = node.func, list(node.args)
        if dotted_name(func) in PARTIAL_CALLS and args and not args[0].star:
            func, args = args[0].value, args[1:]
        positional: dict[int, str] = {}
        keywords: set[str] = set()
        maybe_none: set[int | str] = set()
        members: dict[int | str, str] = {}
        member_args: list[cst.BaseExpression] = []
        in_dicts: list[tuple[int | str, str]] = []
        for where, value in _arguments(args):
            if where == "**":  # `helper(**{"ctx": ctx})`, `kw = {"ctx": ctx}; helper(**kw)`
                keywords.update(self._dict_context_keys(value))
                continue
            for key in self._dict_context_keys(value):
                in_dicts.append((where, key))
            p = self.path(value)
            if p is None:
                continue
            if _holds_context_or_none(p) or (p == CTX and self.ctx_optional):
                # (`ctx: Context | None = None` handed on as it came)
                if not holds(facts, p) and p not in self._derefs:
                    maybe_none.add(where)
            elif p != CTX:
                if p.startswith(CTX_DOT) and "?" not in p and self.field_of(p) is not None:
                    members[where] = p
                    member_args.append(value)
                continue
            if isinstance(where, str):
                keywords.add(where)
            else:
                positional[where] = CTX
        self_attrs = self._context_attributes(func)
        if not positional and not keywords and not members and not in_dicts and not self_attrs:
            return
        if type(func) is cst.Name and func.value in self.local_defs:
            self._local_helper(self.local_defs[func.value], positional, keywords, members, facts)
            return
        callee = self._callee(func)
        if callee is not None:
            self.result.calls.append(
                CallSite(
                    node,
                    callee,
                    positional,
                    keywords,
                    for_callees(facts) | self._handled(),
                    frozenset(maybe_none),
                    tuple(members.items()),
                    tuple(in_dicts),
                    tuple(member_args),
                    self_attrs,
                )
            )

    def _context_attributes(self, func: cst.BaseExpression) -> frozenset[str]:
        """For `self.m(...)`: the attributes of `self` holding this method's context (the
        class stores it there: `self.ctx = ctx`)."""
        if not (
            self.info.ctx_attrs
            and type(func) is cst.Attribute
            and type(func.value) is cst.Name
            and func.value.value == self.self_param
        ):
            return frozenset()
        return frozenset(a for a in self.info.ctx_attrs if self._self_attribute(a) == CTX)

    def _dict_context_keys(self, value: cst.BaseExpression) -> Iterator[str]:
        """The string keys under which a dict literal, or the dict a name holds, holds the
        context (`{"ctx": ctx}`)."""
        entries = syntax.dict_call_entries(value)
        if entries is not None:  # `dict(ctx=ctx)`
            yield from (key for key, part in entries if self.path(part) == CTX)
        elif type(value) is cst.Dict:
            for element in value.elements:
                key = _string(element.key) if type(element) is cst.DictElement else None
                if key is not None and self.path(element.value) == CTX:
                    yield key
        elif type(value) is cst.Name and self._elements:
            yield from self._context_keys(value.value)

    def _context_keys(self, name: str) -> Iterator[str]:
        """The string keys under which the dict held in `name` holds the context."""
        prefix = name + "["
        for element, held in self.aliases.items():
            if held == CTX and element.startswith(prefix):
                key = literal_text(element[len(prefix) : -1])
                if key is not None:
                    yield key

    def _callee(self, func: cst.BaseExpression) -> tuple[str, ...] | None:
        """("function", name) or ("method", class or receiver, name) for a call's callee."""
        if type(func) is cst.Name:
            return ("function", self._function_names.get(func.value, func.value))
        if (bound := _partial_target(func)) is not None:  # `partial(f, ctx)(...)`
            return ("function", cast(cst.Name, bound.args[0].value).value)
        if type(func) is cst.Attribute and type(func.value) is cst.Name:
            owner = func.value.value
            if owner in ("self", "cls") and self.info.class_name:
                return ("method", self.info.class_name, func.attr.value)
            made = self._made.get(owner)
            if made is not None:
                return ("method", f"{made}()", func.attr.value)  # `h = Helper()`, `h.run(ctx)`
            return ("method", owner, func.attr.value)
        if (
            type(func) is cst.Attribute
            and type(func.value) is cst.Call
            and type(func.value.func) is cst.Name
        ):
            return ("method", f"{func.value.func.value}()", func.attr.value)  # `Helper().run`
        return None

    def _local_helper(
        self,
        node: cst.FunctionDef,
        positional: dict[int, str],
        keywords: set[str],
        members: dict[int | str, str],
        facts: Facts,
    ) -> None:
        """A function defined here, called with the context or its members: its body under
        the caller's facts, with the parameters that receive them bound to them."""
        name = node.name.value
        if name in self._walking_local:
            return  # recursion: the first walk covers it
        params = [*node.params.posonly_params, *node.params.params]
        receiving = [params[i].name.value for i in positional if i < len(params)]
        receiving += [k for k in keywords if any(p.name.value == k for p in params)]
        member_params = param_members(node, members, 0)

        def walk(inner: Facts) -> None:
            self.ctx_names.update(receiving)
            self.aliases.update(member_params)
            self.changed()
            outer_async, self.in_async = self.in_async, node.asynchronous is not None
            try:
                self.suite(node.body, self.state(inner))
            finally:
                self.in_async = outer_async

        self._walking_local.add(name)
        try:
            self._nested(node, facts, walk)
        finally:
            self._walking_local.discard(name)

    # secrets

    def _dict_entries(
        self, value: cst.BaseExpression
    ) -> list[tuple[str | int | None, cst.BaseExpression]] | None:
        """The (key, value) pairs of a dict display or of `dict(a=x)`, a key read by `_key`
        (None: not known, or a `**` spread); None for any other value."""
        entries = syntax.dict_call_entries(value)
        if entries is not None:
            return list(entries)
        if type(value) is not cst.Dict:
            return None
        return [
            (self._key(e.key), e.value) if type(e) is cst.DictElement else (None, e.value)
            for e in value.elements
        ]

    def _carrying_keys(self, value: cst.BaseExpression) -> list[str] | None:
        """The keys whose values carry a secret, for a dict display (or `dict(...)` call)
        whose keys are all strings; None for any other value (the whole of it carries it)."""
        entries = self._dict_entries(value)
        if entries is None or any(type(key) is not str for key, _ in entries):
            return None
        return [cast(str, key) for key, part in entries if self._carrier(part) is not None]

    def _is_source(self, node: cst.CSTNode) -> bool:
        if type(node) is cst.Call:
            if (
                type(node.func) is cst.Attribute
                and self.profile.reveal_method is not None
                and node.func.attr.value == self.profile.reveal_method
            ):
                return True
            getter = self._getter_of(node.func) if self.getters else None
            if getter is not None and getter.reveals:
                return True  # `token_of(ctx)`, a helper returning a revealed secret
            if self._nested_reveals and type(node.func) is cst.Name:
                local = self.local_defs.get(node.func.value)  # `def header(): return secret`
                if local is not None and id(local) in self._nested_reveals:
                    return True
            if type(node.func) is cst.Attribute:
                return False
            if type(node.func) is cst.Name and self.profile.reveal_method is not None:
                bound = self.path(node.func)  # `reveal = cred.secret.reveal; reveal()`
                return bound is not None and bound.endswith("." + self.profile.reveal_method)
        if type(node) is cst.Name:
            held = node.value
            return held in self.tainted or any(
                t.startswith(held + "[") and not _THROUGH_MARK.search(t) for t in self.tainted
            )
        p = self.path(node)
        if p is not None and p.startswith(CTX_DOT) and p.count(".") >= 2:
            # `token.token`, `cred.oauth2.access_token`: a member path below a field
            parts = unmarked(p)[len(CTX) + 1 :].split(".")
            for cut in range(len(parts) - 1, 0, -1):
                f = self.profile.field(".".join(parts[:cut]))
                if f is not None:
                    return ".".join(parts[cut:]) in f.secret_members
        return False

    def no_walrus(self) -> None:
        """The module's text has no `:=`: only statements bind names."""
        self.walrus = False

    def no_secrets(self) -> None:
        """Nothing in this module can reveal a secret: no value is ever one."""
        self._reveals = False
        self._secrets = False

    def _carrier(self, node: cst.CSTNode) -> cst.CSTNode | None:
        """The part of `node` through which a revealed secret would flow out, if any."""
        if not self._secrets:
            return None
        if self._is_source(node):
            return node
        if type(node) is cst.Name:
            if self._calls_seen is not None and self._through:
                self._held_through(node.value, node, self._calls_seen)
            return None
        if type(node) is cst.FormattedString:
            for part in node.parts:
                if type(part) is cst.FormattedStringExpression and self._carrier(part.expression):
                    return part.expression
            return None
        if type(node) is cst.BinaryOperation or type(node) is cst.BooleanOperation:
            return self._carrier(node.left) or self._carrier(node.right)
        if type(node) is cst.IfExp:
            return self._carrier(node.body) or self._carrier(node.orelse)
        if type(node) is cst.List or type(node) is cst.Tuple or type(node) is cst.Set:
            for element in node.elements:
                found = self._carrier(element.value)
                if found:
                    return found
            return None
        if type(node) is cst.Dict:
            for entry in node.elements:
                found = (
                    self._carrier(entry.key) if type(entry) is cst.DictElement else None
                ) or self._carrier(entry.value)
                if found:
                    return found
            return None
        if type(node) is cst.Subscript:
            held = syntax.element_name(node, self._key)  # `conf["user"]`: some keys hold it
            if held is not None and held.partition("[")[0] not in self.tainted:
                if self._calls_seen is not None and self._through:
                    self._held_through(held, node, self._calls_seen)
                return node if held in self.tainted else None
            return self._carrier(node.value)  # `secret[:6]` still gives it away
        if type(node) is cst.Attribute and self.tainted:
            # `h.token` after `h.token = secret`, not `h.get` (nor `h.token` after `h = ...`)
            return node if dotted_name(node) in self.tainted else None
        if type(node) in (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp):
            return self._comprehension_carrier(node)  # type: ignore[arg-type]
        if type(node) is cst.NamedExpr:
            return self._carrier(node.value)
        if type(node) is cst.Await:
            return self._carrier(node.expression)  # `await token_of(ctx)`
        if type(node) is cst.Call:
            found = carrier_of_call(node, self._carrier)
            if found is None and self._calls_seen is not None:
                # maybe a function of the module handing a secret back
                self._calls_seen += [(p, p.node) for p in self._secrets_passed(node)]
                if self._nested_through and type(node.func) is cst.Name:
                    local = self.local_defs.get(node.func.value)  # `def body(): return f(tok)`
                    returned = self._nested_through.get(id(local)) if local else None
                    self._calls_seen += [(p, node) for p in returned or ()]
            return found
        return None

    def _comprehension_carrier(
        self, node: cst.ListComp | cst.SetComp | cst.GeneratorExp | cst.DictComp
    ) -> cst.CSTNode | None:
        """`[c for c in secret]`: an element drawn from a secret carries it out."""
        added: list[str] = []
        clause: cst.CompFor | None = node.for_in
        while clause is not None:
            if self._carrier(clause.iter) is not None:
                added += [
                    n.value for n in syntax.names_in(clause.target) if n.value not in self.tainted
                ]
            clause = clause.inner_for_in
        self.tainted.update(added)  # for this reading only
        try:
            if type(node) is cst.DictComp:
                return self._carrier(node.key) or self._carrier(node.value)
            return self._carrier(node.elt)  # type: ignore[union-attr]
        finally:
            self.tainted.difference_update(added)

    def _check_sink(self, node: cst.CSTNode, sink: str) -> None:
        found = self._sink_or_through(node, sink)
        if found is not None:
            self.result.leaks.append(Leak(found, sink))

    def _sink_or_through(self, node: cst.CSTNode, sink: str) -> cst.CSTNode | None:
        """What of `node` carries a secret out (`_carrier`); when nothing does, each secret
        handed to a function of the module whose result is part of `node` (`return
        bearer(token)`, or a name holding it) is recorded as reaching `sink`, a leak if
        that function hands it back."""
        found, through = self._secret_calls(node)
        for passed, at in through:
            self.result.passed_secrets.append(replace(passed, returned_to=sink, at=at))
        return found

    def _secret_calls(
        self, node: cst.CSTNode
    ) -> tuple[cst.CSTNode | None, list[tuple[PassedSecret, cst.CSTNode]]]:
        """(what of `node` carries a secret, or else the secrets handed to functions of the
        module whose results are part of it, with the node holding each)."""
        if not self._secrets:
            return None, []
        self._calls_seen = []
        try:
            found = self._carrier(node)
        finally:
            seen, self._calls_seen = self._calls_seen, None
        return (found, []) if found is not None else (None, seen)

    def _hold_through(self, name: str, through: list[tuple[PassedSecret, cst.CSTNode]]) -> None:
        """`name` holds the results of calls handed a secret: a secret if a function called
        hands it back (`auth = bearer(token)`)."""
        for passed, _ in through:
            handed = (id(passed.node), passed.callee, passed.position, passed.keyword)
            if handed not in self._through_index:
                self._through_index[handed] = len(self._through)
                self._through.append(passed)
            self.tainted.add(f"{name}<{self._through_index[handed]}")

    def _held_through(
        self, name: str, node: cst.CSTNode, seen: list[tuple[PassedSecret, cst.CSTNode]]
    ) -> None:
        """Adds to `seen` the results of calls handed a secret that `name` (or a part of it,
        `h['a']` of `h`: the container shown whole shows its parts) holds, read at `node`."""
        for held in self.tainted:
            if "<" not in held:
                continue  # (a secret itself: `_is_source` says so)
            mark = _THROUGH_MARK.search(held)
            holder = held[: mark.start()] if mark else ""
            if mark and (holder == name or holder.startswith(name + "[")):
                seen.append((self._through[int(mark.group(1))], node))

    def _stored_secret(self, node: cst.Call) -> None:
        """`parts.append(secret)`, `headers.update(auth=secret)`: the container holds it now."""
        func = node.func
        if not (
            type(func) is cst.Attribute
            and func.attr.value in STORING_METHODS
            and type(func.value) is cst.Name
        ):
            return
        for arg in node.args:
            shown, through = self._secret_calls(arg.value)
            if shown is not None:
                self.tainted.add(func.value.value)
            self._hold_through(func.value.value, through)  # `parts.append(bearer(token))`
            if shown is not None or through:
                self.changed()

    def _passed_secret(self, node: cst.Call, name: str | None) -> None:
        """A secret held in a name handed to a function of the module (maybe a sink)."""
        if name in CARRYING_CALLS or name in MEASURING_CALLS or name in OUTPUT_CALLS:
            return
        self.result.passed_secrets += self._secrets_passed(node)

    def _secrets_passed(self, node: cst.Call) -> list[PassedSecret]:
        """The secrets a call hands to what may be a function of the module."""
        callee = self._callee(node.func)
        if callee is None:
            return []  # `helper(...)`, `self.helper(...)`, `instance.helper(...)` may be this module's
        found = []
        seen = self._calls_seen
        try:
            for i, arg in enumerate(node.args):
                if arg.star:
                    continue
                self._calls_seen = []  # what the argument holds from calls of its own
                carrier = self._carrier(arg.value)
                keyword = arg.keyword.value if arg.keyword else None
                position = None if keyword else i
                if carrier is not None:
                    found.append(PassedSecret(carrier, callee, position, keyword))
                    continue
                for inner, _ in self._calls_seen:  # `outer(bearer(token))`, at any depth
                    found.append(PassedSecret(arg.value, callee, position, keyword, via=inner))
        finally:
            self._calls_seen = seen
        return found

    def _sink_call(self, node: cst.Call, name: str | None) -> None:
        sink = None
        if name in OUTPUT_CALLS:
            sink = "output"
        elif name in ("warnings.warn", "warn"):
            sink = "log"
        elif self._method_name(node.func) in LOG_METHODS and (called := self._method_of(node.func)):
            receiver_path = called[0]  # `getattr(ctx, "logger")` is `ctx.logger`
            receiver_name = ""
            if type(node.func) is cst.Attribute:
                receiver = node.func.value
                if type(receiver) is cst.Call:  # `logging.getLogger(__name__).debug(...)`
                    receiver = receiver.func
                receiver_name = (dotted_name(receiver) or "").lower()
            if "log" in receiver_name.rsplit(".", 1)[-1] or (
                receiver_path and "log" in receiver_path.rsplit(".", 1)[-1]
            ):
                sink = "log"
        member = self.field_of(self.path(node.func))
        if member is not None and member.has_role(Role.LOG_SINK):
            sink = "log"
        elif member is not None and member.has_role(Role.EVENT_SINK):
            sink = "event"
        if sink is not None:
            for arg in node.args:
                self._check_sink(arg.value, sink)

    # the rest of the expression forms

    def _slices(self, node: cst.Subscript, facts: Facts) -> None:
        for element in node.slice:
            if type(element.slice) is cst.Index:
                self.expr(element.slice.value, facts, Usage.KEY)
            else:
                self.any(element.slice, facts)
        if len(node.slice) == 1 and type(node.slice[0].slice) is cst.Index:
            receiver = self._receiver(node.value)
            if receiver is not None:
                key = node.slice[0].slice.value
                texts = self.literal_values(key)
                self.result.lookups.append(KeyLookup(node, receiver, key, texts))

    def expr_Subscript(self, node: cst.Subscript, facts: Facts, usage: Usage) -> None:
        self.expr(node.value, facts, Usage.DEREF, "subscript")
        self._slices(node, facts)

    def expr_Comparison(self, node: cst.Comparison, facts: Facts, usage: Usage) -> None:
        if len(node.comparisons) == 1:
            target = node.comparisons[0]
            op, right = target.operator, target.comparator
            if type(op) in (cst.Is, cst.IsNot, cst.Equal, cst.NotEqual) and (
                syntax.is_none(right) or syntax.is_none(node.left)
            ):
                self.outer = node
                self.expr(right if syntax.is_none(node.left) else node.left, facts, Usage.NONE_TEST)
                self.outer = None
                return
            if type(op) in (cst.In, cst.NotIn):
                # `x in {...}` looks x up as a key; `x in (None, "")` only compares it.
                compares = (
                    type(right) is cst.Tuple or type(right) is cst.List or type(right) is cst.Set
                ) and all(syntax.is_literal(e.value) for e in right.elements)
                self.expr(node.left, facts, Usage.PLAIN if compares else Usage.KEY)
                self.expr(right, facts, Usage.DEREF, "in")
                if self._scope_tested(node.left, right) is not None:
                    for scope in self.literal_values(node.left):
                        self.result.scope_literals.append((scope, node.left))
                return
        # `<`, `<=`, `>`, `>=` raise TypeError on None; `==`, `!=`, `is` never do.
        ordering = (cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual)
        left = node.left
        for target in node.comparisons:
            orders = type(target.operator) in ordering
            self.expr(left, facts, Usage.DEREF if orders else Usage.PLAIN, "operand")
            left = target.comparator
        self.expr(left, facts, Usage.DEREF if orders else Usage.PLAIN, "operand")

    def expr_FormattedString(self, node: cst.FormattedString, facts: Facts, usage: Usage) -> None:
        # f"{session_id}" (nothing else in the string) is the same key as the id itself.
        if usage is Usage.KEY and (shown := syntax.text_of(node)) is not None:
            self.expr(shown, facts, Usage.KEY)
            return
        for part in node.parts:
            if type(part) is cst.FormattedStringExpression:
                # formatted, as `str()` would: a coroutine shows as `<coroutine object ...>`
                self._argument_of = (part.expression, "format")
            self.any(part, facts)

    def expr_BinaryOperation(self, node: cst.BinaryOperation, facts: Facts, usage: Usage) -> None:
        if usage is Usage.KEY and (shown := syntax.text_of(node)) is not None:
            self.expr(shown, facts, Usage.KEY)  # `"%s" % session_id` is the same key
            return
        if _formats(node):
            self.expr(node.left, facts, Usage.DEREF, "operand")
            self._formatted(node.right, facts)
            return
        # Arithmetic on None raises TypeError, either side. `a + b + c` is `(a + b) + c`:
        # its operations are walked in a loop, innermost first (a generated concatenation
        # of a thousand strings must not spend two frames on each).
        operations = [node]
        left = node.left
        while type(left) is cst.BinaryOperation and not _formats(left):
            if self._where is not None:
                self._owners[id(left)] = self._where
            operations.append(left)
            left = left.left
        self.expr(left, facts, Usage.DEREF, "operand")
        for operation in reversed(operations):
            self.expr(operation.right, facts, Usage.DEREF, "operand")

    def _formatted(self, right: cst.BaseExpression, facts: Facts) -> None:
        """The values of `"..." % right`: each formatted as `str()` would (a coroutine shows
        as `<coroutine object ...>`), and None formats as "None"."""
        if type(right) is not cst.Tuple:
            self._argument_of = (right, "format")
            self.expr(right, facts, Usage.PLAIN)
            return
        for element in right.elements:
            if type(element) is cst.StarredElement:
                self.expr(element, facts, Usage.PLAIN)
            else:
                self._argument_of = (element.value, "format")
                self.expr(element.value, facts, Usage.PLAIN)

    def expr_BooleanOperation(self, node: cst.BooleanOperation, facts: Facts, usage: Usage) -> None:
        left_usage: Usage | None = None  # (None: as `_left_usage` says)
        if not self._conditional and self._never_returns(node.right):
            # `ctx.identity or deny("identity")`: past it (on the line), the left held;
            # `ctx.identity is None and deny(...)`: it failed
            is_or = type(node.operator) is cst.Or
            self._proven |= self.truthy(node.left, facts) if is_or else self.falsy(node.left, facts)
            if is_or and type(node.left) is not cst.BooleanOperation:
                # the value is the left's, tested, not defaulted (DK204): a key stays one
                left_usage = usage if usage is Usage.KEY else Usage.TRUTH
        # `a or b or c` is `(a or b) or c`: its levels are walked in a loop, innermost first,
        # each level's usage handed down from the one around it.
        levels = [(node, usage)]
        while type(node.left) is cst.BooleanOperation:
            usage = _left_usage(node, usage)
            node = node.left
            if self._where is not None:
                self._owners[id(node)] = self._where
            levels.append((node, usage))
        self.expr(node.left, facts, _left_usage(node, usage) if left_usage is None else left_usage)
        innermost_first = levels[::-1]
        shown = EMPTY  # what holds once the level's left ran (true for `and`, false for `or`)
        for at, (node, usage) in enumerate(innermost_first):
            is_or = type(node.operator) is cst.Or
            if at == 0 or type(innermost_first[at - 1][0].operator) is not type(node.operator):
                shown = self.falsy(node.left, facts) if is_or else self.truthy(node.left, facts)
            narrowed = facts | shown
            self._conditional += 1
            try:
                # `(a or ctx.identity).principal`: the right is what is dereferenced when reached
                right_usage = usage in (Usage.TRUTH, Usage.OR_DEFAULT, Usage.DEREF)
                self.expr(node.right, narrowed, usage if right_usage else Usage.PLAIN)
            finally:
                self._conditional -= 1
            following = innermost_first[at + 1][0] if at + 1 < len(innermost_first) else None
            if following is not None and type(following.operator) is type(node.operator):
                # `(a or b) or c`: once `a or b` failed, both did (as `falsy` of it says)
                shown = shown | (
                    self.falsy(node.right, narrowed) if is_or else self.truthy(node.right, narrowed)
                )

    def expr_UnaryOperation(self, node: cst.UnaryOperation, facts: Facts, usage: Usage) -> None:
        if type(node.operator) is cst.Not:
            self.expr(node.expression, facts, Usage.TRUTH)
        else:  # `-x`, `+x`, `~x` on None raise
            self.expr(node.expression, facts, Usage.DEREF, "operand")

    def expr_IfExp(self, node: cst.IfExp, facts: Facts, usage: Usage) -> None:
        # `v if ctx.f else deny()`: past it (on the line), the test held; `deny() if ...`: it failed
        if not self._conditional and self._never_returns(node.orelse):
            self._proven |= self.truthy(node.test, facts)
        elif not self._conditional and self._never_returns(node.body):
            self._proven |= self.falsy(node.test, facts)
        test = syntax.without_negations(node.test)[0]  # `d if not ctx.run_id else ctx.run_id`
        none_test = self._none_test(test) if type(test) is cst.Comparison else None
        test_path = self.path(test) or (none_test[0] if none_test is not None else None)
        if test_path is None and type(test) is cst.Call:
            by_predicate = self._absence_tested(test)  # `x if not _is_none(x) else d`
            test_path = self.path(by_predicate[0]) if by_predicate is not None else None
        self.expr(node.test, facts, Usage.TRUTH)
        self._conditional += 1
        try:
            self._branches(node, facts, usage, test_path)
        finally:
            self._conditional -= 1

    def _branches(self, node: cst.IfExp, facts: Facts, usage: Usage, test_path: str | None) -> None:
        tested = NotNone(test_path) if test_path is not None else None
        when_true, when_false = self.truthy(node.test, facts), self.falsy(node.test, facts)
        # `ctx.run_id if ctx.run_id else d`, and backwards `d if ctx.run_id is None else ...`
        proven = test_path if tested is not None and tested in when_true else None
        self._branch(node.body, node.orelse, proven, facts, when_true, usage)
        proven = test_path if tested is not None and tested in when_false else None
        self._branch(node.orelse, node.body, proven, facts, when_false, usage)

    def _branch(
        self,
        branch: cst.BaseExpression,
        other: cst.BaseExpression,
        proven: str | None,
        facts: Facts,
        narrowed: Facts,
        usage: Usage,
    ) -> None:
        """One branch of a conditional expression, read with what its test gives
        (`narrowed`). Where it is the member the test proved present (`proven`) and the
        other branch a default, it fabricates one (a default of None invents nothing). It is
        still read as a key where the whole is one: `key = ctx.session_id if ... else d`."""
        field = (
            self.field_of(proven) if proven is not None and self.path(branch) == proven else None
        )
        fabricated = field is not None and not syntax.is_none(other)
        if fabricated:
            self.record(branch, cast(ContextField, field).name, Usage.FABRICATE, None, facts)
        if not fabricated or usage is Usage.KEY:
            self.expr(branch, facts | narrowed, usage)

    def expr_NamedExpr(self, node: cst.NamedExpr, facts: Facts, usage: Usage) -> None:
        target = node.target
        if type(target) is cst.Name and names_a_key(target.value):
            usage = Usage.KEY  # `if (session_key := ctx.session_id):`, as `session_key = ...`
        self.expr(node.value, facts, usage)
        self._bind(target, node.value, facts)

    def expr_Await(self, node: cst.Await, facts: Facts, usage: Usage) -> None:
        if not self.in_async:
            self.result.refused_syntax.append(node)  # `await` outside an async function
        if self.loops:
            self.loops[-1].waits = True
        # `await (ctx.warning(m) if loud else ctx.info(m))` awaits whichever branch runs
        self._awaiting = syntax.branches(node.expression)
        for awaited in self._awaiting:
            if type(awaited) is cst.Name:
                self.result.awaited_names.add(awaited.value)
        self.expr(node.expression, facts, Usage.DEREF, "await")

    def expr_Yield(self, node: cst.Yield, facts: Facts, usage: Usage) -> None:
        value = node.value
        if value is None:
            return
        if type(value) is cst.From:
            self.expr(value.item, facts, Usage.DEREF, "iteration")  # `yield from None` raises
            return
        self.expr(value, facts, Usage.PLAIN)
        if self.is_tool_entry:
            self._check_sink(value, "return")  # a generator tool's items are its result

    def expr_Lambda(self, node: cst.Lambda, facts: Facts, usage: Usage) -> None:
        for param in (*node.params.params, *node.params.kwonly_params, *node.params.posonly_params):
            if param.default is not None:
                self.expr(param.default, facts, Usage.PLAIN)

        def walk(inner: Facts) -> None:
            self._rebound_later(node)
            outer_async, self.in_async = self.in_async, False  # a lambda cannot await
            try:
                self.expr(node.body, inner, Usage.PLAIN)
            finally:
                self.in_async = outer_async

        self._nested(node, facts, walk)

    def expr_StarredElement(self, node: cst.StarredElement, facts: Facts, usage: Usage) -> None:
        self.expr(node.value, facts, Usage.DEREF, "unpack")

    def _comprehension(
        self,
        node: cst.BaseComp | cst.DictComp,
        facts: Facts,
        elements: list[cst.BaseExpression],
        key: cst.BaseExpression | None = None,
    ) -> None:
        """`key`: the element a dict comprehension keys by (`{ctx.session_id: v for ...}`
        keys by the member, as the display `{ctx.session_id: v}` does)."""
        saved = self.state(facts)  # a comprehension's names are its own
        self._conditional += 1  # past the first iterable, nothing runs on an empty one
        try:
            for_in: cst.CompFor | None = node.for_in
            while for_in is not None:
                if for_in is node.for_in:
                    self._conditional -= 1
                    try:
                        self.expr(for_in.iter, facts, Usage.DEREF, "iterate")
                    finally:
                        self._conditional += 1
                else:
                    self.expr(for_in.iter, facts, Usage.DEREF, "iterate")
                self._bind_iterated(for_in.target, for_in.iter, facts)
                for condition in for_in.ifs:
                    self.expr(condition.test, facts, Usage.TRUTH)
                    facts = facts | self.truthy(condition.test, facts)
                for_in = for_in.inner_for_in
            held_by, returned = self._fate_of(node)
            if type(node) is cst.GeneratorExp and node is not self._running:
                returned = False  # it runs nothing yet
            for element in elements:
                self._hand_fate(element, held_by, returned)
                self.expr(element, facts, Usage.KEY if element is key else Usage.PLAIN)
        finally:
            self._conditional -= 1
            self.enter(saved)
        # `(x := ...)` in a comprehension binds `x` in the enclosing function (PEP 572); a
        # value made of the comprehension's own names is unknown out here.
        own = {n.value for target in syntax.comp_targets(node) for n in syntax.names_in(target)}
        for walrus in syntax.walruses_in(node):
            value = walrus.value
            known = not any(n.value in own for n in syntax.names_in(value))
            self._bind(walrus.target, value if known else None, facts)

    def expr_ListComp(self, node: cst.ListComp, facts: Facts, usage: Usage) -> None:
        self._comprehension(node, facts, [node.elt])

    expr_SetComp = expr_GeneratorExp = expr_ListComp

    def _fate_of(self, node: cst.BaseExpression) -> tuple[str | None, bool]:
        """The name a container is assigned to, and whether it is returned: the coroutines
        of its elements (`tasks = [ctx.info(a), ...]`, `return {"v": ctx.get_state(k)}`)
        are held by that name, or returned, as the container is (DK005)."""
        held_by = self._assigned[1] if self._assigned and self._assigned[0] is node else None
        return held_by, self._returned is node

    def _hand_fate(self, element: cst.BaseExpression, held_by: str | None, returned: bool) -> None:
        if held_by is not None:
            self._assigned = (element, held_by)
        if returned:
            self._returned = element

    def expr_List(self, node: cst.List | cst.Tuple | cst.Set, facts: Facts, usage: Usage) -> None:
        held_by, returned = self._fate_of(node)
        for element in node.elements:
            if type(element) is cst.StarredElement:
                self.expr(element, facts, Usage.PLAIN)
                continue
            self._hand_fate(element.value, held_by, returned)
            self.expr(element.value, facts, Usage.PLAIN)

    expr_Tuple = expr_Set = expr_List

    def expr_Dict(self, node: cst.Dict, facts: Facts, usage: Usage) -> None:
        held_by, returned = self._fate_of(node)
        for element in node.elements:
            if type(element) is cst.DictElement:
                self.expr(element.key, facts, Usage.KEY)  # `{ctx.session_id: v}` keys by it
                self._hand_fate(element.value, held_by, returned)
                self.expr(element.value, facts, Usage.PLAIN)
            else:
                self.expr(element.value, facts, Usage.DEREF, "unpack")

    def expr_DictComp(self, node: cst.DictComp, facts: Facts, usage: Usage) -> None:
        self._comprehension(node, facts, [node.key, node.value], key=node.key)

    def expr_Arg(self, node: cst.Arg, facts: Facts, usage: Usage) -> None:
        self.expr(
            node.value,
            facts,
            Usage.DEREF if node.star else Usage.PLAIN,
            "unpack" if node.star else None,
        )


def analyze_function(
    info: FunctionInfo,
    imports: ImportMap,
    initial: Facts = EMPTY,
    is_tool_entry: bool = False,
    no_return: frozenset[str] = frozenset(),
    getters: Mapping[str, Getter] | None = None,
    fields: NeverNoneFields | None = None,
    secrets: bool = True,
    constants: Mapping[str, tuple[str, ...]] | None = None,
    aliases: Mapping[str, str] | None = None,
    walrus: bool = True,
    raising: Raising | None = None,
    collections: frozenset[str] = frozenset(),
) -> Analysis:
    """`secrets`: whether the module can hold a secret at all (its text names a reveal or a
    secret member); when not, secret taint is not followed. `walrus`: whether its text may
    hold an assignment expression (`:=`).

    A function with two context parameters (`def merge(a: Ctx, b: Ctx)`) is analysed once
    per parameter, the other then an object of no interest, and what the walks recorded is
    merged: a test of `a.identity` proves nothing of `b.identity`."""

    def walk(one: FunctionInfo) -> Analysis:
        analyzer = FunctionAnalyzer(
            one,
            imports,
            initial,
            is_tool_entry,
            no_return,
            getters,
            fields,
            constants,
            aliases,
            raising,
            collections,
        )
        if not secrets:
            analyzer.no_secrets()
        if not walrus:
            analyzer.no_walrus()
        return analyzer.run()

    if len(info.ctx_params) < 2:
        return walk(info)
    names = sorted(info.ctx_params)
    merged = walk(replace(info, ctx_params={names[0]}))
    for name in names[1:]:
        events.merge_into(merged, walk(replace(info, ctx_params={name})))
    merged.function = info
    return merged


# The `stmt_X` / `expr_X` method handling each node class, looked up once per class.
_STATEMENT_HANDLERS: dict[type, Callable[..., Any] | None] = {}
_EXPRESSION_HANDLERS: dict[type, Callable[..., Any] | None] = {}
_UNSEEN: Any = object()  # a class not looked up yet


def _handler(
    table: dict[type, Callable[..., Any] | None], prefix: str, kind: type
) -> Callable[..., Any] | None:
    """The handler of a class met for the first time (the walk reads `table` itself)."""
    found = table[kind] = getattr(FunctionAnalyzer, prefix + kind.__name__, None)
    return found
