"""Flow-sensitive analysis of one context function.

One walk over the function body, in source order, carrying the set of facts known to hold
at each point (paths known non-None, teardown scopes known honoured). Every use of the
context is recorded as an `Access` together with the facts that guard it; the rules are
then simple filters over these records. Facts are canonical paths: `$ctx` is the context,
`$ctx.identity` a field; aliases (`c = ctx`, `cred = ctx.credential`, walrus) resolve to
the same paths.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

import libcst as cst

from ..profiles import ContextField, Profile, Role
from .discovery import FunctionInfo
from .imports import ImportMap, dotted_name
from .walk import children as _children

CTX = "$ctx"
Facts = frozenset[str]
EMPTY: Facts = frozenset()

# Exceptions whose handler makes a dereference of None (or a missing service) non-fatal.
ATTR_GUARD_EXCEPTIONS = {"AttributeError", "TypeError", "Exception", "BaseException"}
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
}
SLEEP_CALLS = {"sleep", "time.sleep", "asyncio.sleep", "anyio.sleep", "trio.sleep"}
LOG_METHODS = {"debug", "info", "warning", "warn", "error", "exception", "critical", "log"}
KEY_METHODS = {"get", "pop", "setdefault"}


class Usage(str, Enum):
    DEREF = "deref"  # attribute, call, subscript, `in`, iteration, len(), await, unpacking
    TRUTH = "truth"  # tested for truthiness (if/while/assert/not/and/or/bool())
    NONE_TEST = "none-test"  # `is None`, `is not None`, `== None`, `!= None`
    OR_DEFAULT = "or-default"  # `x or default` in a value position
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


@dataclass(eq=False)
class CallSite:
    node: cst.Call
    callee: tuple[str, ...]  # ("function", name) or ("method", class, name)
    positional: dict[int, str]  # argument index -> the context passed there
    keywords: set[str]
    facts: Facts


@dataclass(eq=False)
class SessionKeyUse:
    node: cst.Call
    scope: str | None
    scope_node: cst.CSTNode | None
    target: str | None  # the name it was assigned to


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
class Analysis:
    function: FunctionInfo
    accesses: list[Access] = field(default_factory=list)
    calls: list[CallSite] = field(default_factory=list)
    session_keys: list[SessionKeyUse] = field(default_factory=list)
    teardowns: list[TeardownUse] = field(default_factory=list)
    scope_literals: list[tuple[str, cst.CSTNode]] = field(default_factory=list)
    wanted_keys: list[tuple[str, str, cst.CSTNode]] = field(
        default_factory=list
    )  # field, key, node
    leaks: list[Leak] = field(default_factory=list)
    waiting_loops: list[cst.CSTNode] = field(default_factory=list)

    def reads(self, predicate: Any) -> list[Access]:
        return [a for a in self.accesses if a.field is not None and predicate(a.field)]


def _string(node: cst.CSTNode | None) -> str | None:
    if isinstance(node, (cst.SimpleString, cst.ConcatenatedString)):
        value = node.evaluated_value
        return value if isinstance(value, str) else None
    return None


def _is_none(node: cst.BaseExpression) -> bool:
    return isinstance(node, cst.Name) and node.value == "None"


def _breaks(body: cst.BaseSuite) -> bool:
    """Whether a `break` in `body` can leave this loop (not counting nested loops and functions)."""
    stack: list[cst.CSTNode] = [body]
    while stack:
        node = stack.pop()
        if isinstance(node, cst.Break):
            return True
        if isinstance(node, (cst.For, cst.While)):
            stack.extend(s for s in (node.orelse,) if s is not None)  # their `else` can break us
            continue
        if isinstance(node, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            continue
        if isinstance(node, cst.BaseExpression):
            continue
        stack.extend(_children(node))
    return False


def _exception_names(handler_type: cst.BaseExpression | None) -> set[str] | None:
    """Names caught by an except clause; None means a bare `except:`."""
    if handler_type is None:
        return None
    items = handler_type.elements if isinstance(handler_type, cst.Tuple) else [handler_type]
    names = set()
    for item in items:
        value = item.value if isinstance(item, cst.Element) else item
        dotted = dotted_name(value) if isinstance(value, cst.BaseExpression) else None
        if dotted:
            names.add(dotted.rsplit(".", 1)[-1])
    return names


class FunctionAnalyzer:
    """Walks one function; see the module docstring."""

    def __init__(
        self, info: FunctionInfo, imports: ImportMap, initial: Facts, is_tool_entry: bool
    ) -> None:
        self.info = info
        self.profile: Profile = info.profile
        self.imports = imports
        self.initial = initial
        self.is_tool_entry = is_tool_entry
        self.result = Analysis(info)
        self.ctx_names: set[str] = set(info.ctx_params)
        self.aliases: dict[str, str] = {}  # local name -> canonical field path
        self.scope_sets: set[str] = set()  # local names holding the teardown scopes
        self.key_vars: dict[str, str] = {}  # local name -> scope of its tool_session_key
        self.tainted: set[str] = set()  # local names holding a revealed secret
        self.try_attr = 0
        self.try_service = 0
        self.loops: list[list[Any]] = []  # [node, waits] per enclosing loop
        self.statement: cst.SimpleStatementLine | None = None
        self.outer: cst.CSTNode | None = None

    # -- entry -------------------------------------------------------------------------------

    def run(self) -> Analysis:
        node = self.info.node
        if isinstance(node, cst.Lambda):
            self.expr(node.body, self.initial, Usage.PLAIN)
            if self.is_tool_entry:
                self._check_sink(node.body, "return")
        else:
            for param in self.info.params:
                if param.default is not None:
                    self.expr(param.default, self.initial, Usage.PLAIN)
            self.suite(node.body, self.initial)
        return self.result

    # -- paths and facts ------------------------------------------------------------------

    def path(self, node: cst.CSTNode) -> str | None:
        if isinstance(node, cst.Name):
            if node.value in self.ctx_names:
                return CTX
            return self.aliases.get(node.value)
        if isinstance(node, cst.Attribute):
            base = self.path(node.value)
            return f"{base}.{node.attr.value}" if base else None
        if isinstance(node, cst.NamedExpr):
            return self.path(node.value)
        return None

    def field_of(self, path: str | None) -> ContextField | None:
        if path and path.startswith(CTX + ".") and path.count(".") == 1:
            return self.profile.field(path[len(CTX) + 1 :])
        return None

    def _mentions_scopes(self, node: cst.BaseExpression) -> bool:
        if isinstance(node, cst.Name) and node.value in self.scope_sets:
            return True
        if isinstance(node, cst.BooleanOperation):
            return self._mentions_scopes(node.left)
        f = self.field_of(self.path(node))
        return f is not None and f.has_role(Role.TEARDOWN_SCOPES)

    def _membership(self, item: cst.BaseExpression, container: cst.BaseExpression) -> Facts:
        """What `item in container` being true establishes (and `not in` being false)."""
        facts = set()
        scope = _string(item)
        if scope is not None and self._mentions_scopes(container):
            facts.add(f"@scope:{scope}")
        container_path = self.path(container)
        if container_path:
            facts.add(container_path)  # `in None` would have raised
        return frozenset(facts)

    def truthy(self, node: cst.BaseExpression) -> Facts:
        """Facts that hold when `node` evaluates truthy."""
        if isinstance(node, cst.BooleanOperation):
            if isinstance(node.operator, cst.And):
                return self.truthy(node.left) | self.truthy(node.right)
            return self.truthy(node.left) & self.truthy(node.right)
        if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Not):
            return self.falsy(node.expression)
        if isinstance(node, cst.Comparison) and len(node.comparisons) == 1:
            op, right = node.comparisons[0].operator, node.comparisons[0].comparator
            left_path = self.path(node.left)
            if isinstance(op, (cst.IsNot, cst.NotEqual)) and _is_none(right) and left_path:
                return frozenset({left_path})
            if (
                isinstance(op, (cst.Equal, cst.Is))
                and left_path
                and not _is_none(right)
                and not isinstance(right, cst.Name)
            ):
                return frozenset({left_path})
            if isinstance(op, cst.In):
                return self._membership(node.left, right)
            return EMPTY
        if (
            isinstance(node, cst.Call)
            and dotted_name(node.func) in ("isinstance", "callable", "hasattr", "bool")
            and node.args
        ):
            p = self.path(node.args[0].value)
            return frozenset({p}) if p else EMPTY
        p = self.path(node)
        return frozenset({p}) if p else EMPTY

    def falsy(self, node: cst.BaseExpression) -> Facts:
        """Facts that hold when `node` evaluates falsy."""
        if isinstance(node, cst.BooleanOperation):
            if isinstance(node.operator, cst.Or):
                return self.falsy(node.left) | self.falsy(node.right)
            return self.falsy(node.left) & self.falsy(node.right)
        if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Not):
            return self.truthy(node.expression)
        if isinstance(node, cst.Comparison) and len(node.comparisons) == 1:
            op, right = node.comparisons[0].operator, node.comparisons[0].comparator
            left_path = self.path(node.left)
            if isinstance(op, (cst.Is, cst.Equal)) and _is_none(right) and left_path:
                return frozenset({left_path})
            if isinstance(op, cst.NotIn):
                return self._membership(node.left, right)
        return EMPTY

    # -- statements ------------------------------------------------------------------------

    def suite(
        self, body: cst.BaseSuite | Sequence[cst.CSTNode], facts: Facts
    ) -> tuple[Facts, bool]:
        stmts: Sequence[cst.CSTNode] = (
            list(getattr(body, "body", ())) if isinstance(body, cst.BaseSuite) else body
        )
        for stmt in stmts:
            facts, exits = self.stmt(stmt, facts)
            if exits:
                return facts, True
        return facts, False

    def stmt(self, node: cst.CSTNode, facts: Facts) -> tuple[Facts, bool]:
        if isinstance(node, cst.SimpleStatementLine):
            previous, self.statement = self.statement, node
            try:
                return self.suite(node.body, facts)
            finally:
                self.statement = previous
        if isinstance(node, cst.BaseCompoundStatement):
            self.statement = None  # a use in a compound header has no one-line statement
        method = getattr(self, "stmt_" + type(node).__name__, None)
        if method is not None:
            return method(node, facts)
        for child in _children(node):
            self.any(child, facts)
        return facts, False

    def any(self, node: cst.CSTNode, facts: Facts) -> None:
        if isinstance(node, cst.BaseExpression):
            self.expr(node, facts, Usage.PLAIN)
        elif isinstance(node, (cst.BaseSuite, cst.BaseStatement, cst.BaseSmallStatement)):
            if isinstance(node, cst.BaseSuite):
                self.suite(node, facts)
            else:
                self.stmt(node, facts)
        else:
            for child in _children(node):
                self.any(child, facts)

    def stmt_If(self, node: cst.If, facts: Facts) -> tuple[Facts, bool]:
        self.expr(node.test, facts, Usage.TRUTH)
        body_facts, body_exits = self.suite(node.body, facts | self.truthy(node.test))
        false_facts = facts | self.falsy(node.test)
        if isinstance(node.orelse, cst.If):
            else_facts, else_exits = self.stmt_If(node.orelse, false_facts)
        elif isinstance(node.orelse, cst.Else):
            else_facts, else_exits = self.suite(node.orelse.body, false_facts)
        else:
            else_facts, else_exits = false_facts, False
        if body_exits and else_exits:
            return facts, True
        if body_exits:
            return else_facts, False
        if else_exits:
            return body_facts, False
        return body_facts & else_facts, False

    def stmt_While(self, node: cst.While, facts: Facts) -> tuple[Facts, bool]:
        self.expr(node.test, facts, Usage.TRUTH)
        self._loop(node, node.body, facts | self.truthy(node.test))
        # Leaving a loop that has no `break` means its test was false.
        after = facts if _breaks(node.body) else facts | self.falsy(node.test)
        if node.orelse is not None:
            after, _ = self.suite(node.orelse.body, after)
        return after, False

    def stmt_For(self, node: cst.For, facts: Facts) -> tuple[Facts, bool]:
        self.expr(node.iter, facts, Usage.DEREF, "iterate")
        self._bind(node.target, None, facts)
        self._loop(node, node.body, facts, waits=node.asynchronous is not None)
        if node.orelse is not None:
            self.suite(node.orelse.body, facts)
        return facts, False

    def _loop(
        self, node: cst.CSTNode, body: cst.BaseSuite, facts: Facts, waits: bool = False
    ) -> None:
        self.loops.append([node, waits])
        self.suite(body, facts)
        _, loop_waits = self.loops.pop()
        if loop_waits:
            if self.loops:
                self.loops[-1][1] = True  # report the outermost waiting loop only
            else:
                self.result.waiting_loops.append(node)

    def stmt_Try(self, node: cst.Try | cst.TryStar, facts: Facts) -> tuple[Facts, bool]:
        caught: set[str] = set()
        bare = False
        for handler in node.handlers:
            names = _exception_names(handler.type)
            if names is None:
                bare = True
            else:
                caught |= names
        guards_attr = bare or bool(caught & ATTR_GUARD_EXCEPTIONS)
        guards_service = bare or bool(caught & SERVICE_GUARD_EXCEPTIONS)
        self.try_attr += guards_attr
        self.try_service += guards_service
        body_facts, body_exits = self.suite(node.body, facts)
        self.try_attr -= guards_attr
        self.try_service -= guards_service
        handlers_exit = True
        for handler in node.handlers:
            if handler.type is not None:
                self.expr(handler.type, facts, Usage.PLAIN)
            _, exits = self.suite(handler.body, facts)
            handlers_exit = handlers_exit and exits
        after = body_facts if handlers_exit and not body_exits else facts
        if node.orelse is not None:
            after, _ = self.suite(node.orelse.body, after)
        if node.finalbody is not None:
            self.suite(node.finalbody.body, facts)
        return after, body_exits and handlers_exit

    stmt_TryStar = stmt_Try

    def stmt_With(self, node: cst.With, facts: Facts) -> tuple[Facts, bool]:
        for item in node.items:
            self.expr(item.item, facts, Usage.PLAIN)
            if item.asname is not None:
                self._bind(item.asname.name, None, facts)
        return self.suite(node.body, facts)

    def stmt_FunctionDef(self, node: cst.FunctionDef, facts: Facts) -> tuple[Facts, bool]:
        # A nested function (a cleanup callback, say) closes over the context: its uses
        # count as this function's, under the facts that hold where it is defined.
        for decorator in node.decorators:
            self.expr(decorator.decorator, facts, Usage.PLAIN)
        saved_loops, self.loops = self.loops, []
        self.suite(node.body, facts)
        self.loops = saved_loops
        return facts, False

    def stmt_ClassDef(self, node: cst.ClassDef, facts: Facts) -> tuple[Facts, bool]:
        self.suite(node.body, facts)
        return facts, False

    def stmt_Match(self, node: cst.Match, facts: Facts) -> tuple[Facts, bool]:
        self.expr(node.subject, facts, Usage.PLAIN)
        for case in node.cases:
            if case.guard is not None:
                self.expr(case.guard, facts, Usage.TRUTH)
            self.suite(case.body, facts)
        return facts, False

    # small statements

    def stmt_Expr(self, node: cst.Expr, facts: Facts) -> tuple[Facts, bool]:
        self.expr(node.value, facts, Usage.PLAIN)
        return facts, False

    def stmt_Assign(self, node: cst.Assign, facts: Facts) -> tuple[Facts, bool]:
        keyish = any(
            isinstance(t.target, cst.Name) and "key" in t.target.value.lower() for t in node.targets
        )
        self.expr(node.value, facts, Usage.KEY if keyish else Usage.PLAIN)
        for target in node.targets:
            self._bind(target.target, node.value, facts)
        return facts, False

    def stmt_AnnAssign(self, node: cst.AnnAssign, facts: Facts) -> tuple[Facts, bool]:
        if node.value is not None:
            keyish = isinstance(node.target, cst.Name) and "key" in node.target.value.lower()
            self.expr(node.value, facts, Usage.KEY if keyish else Usage.PLAIN)
            self._bind(node.target, node.value, facts)
        return facts, False

    def stmt_AugAssign(self, node: cst.AugAssign, facts: Facts) -> tuple[Facts, bool]:
        self.expr(node.value, facts, Usage.PLAIN)
        self._store_target(node.target, facts)
        return facts, False

    def stmt_Return(self, node: cst.Return, facts: Facts) -> tuple[Facts, bool]:
        if node.value is not None:
            self.expr(node.value, facts, Usage.PLAIN)
            if self.is_tool_entry:
                self._check_sink(node.value, "return")
        return facts, True

    def stmt_Raise(self, node: cst.Raise, facts: Facts) -> tuple[Facts, bool]:
        if node.exc is not None:
            self.expr(node.exc, facts, Usage.PLAIN)
            if isinstance(node.exc, cst.Call):
                for arg in node.exc.args:
                    self._check_sink(arg.value, "exception")
        if node.cause is not None:
            self.expr(node.cause, facts, Usage.PLAIN)
        return facts, True

    def stmt_Assert(self, node: cst.Assert, facts: Facts) -> tuple[Facts, bool]:
        self.expr(node.test, facts, Usage.TRUTH)
        if node.msg is not None:
            self.expr(node.msg, facts, Usage.PLAIN)
        return facts | self.truthy(node.test), False

    def stmt_Continue(self, node: cst.CSTNode, facts: Facts) -> tuple[Facts, bool]:
        return facts, True

    stmt_Break = stmt_Continue

    def stmt_Del(self, node: cst.Del, facts: Facts) -> tuple[Facts, bool]:
        self._store_target(node.target, facts)
        return facts, False

    def stmt_Pass(self, node: cst.CSTNode, facts: Facts) -> tuple[Facts, bool]:
        return facts, False

    stmt_Import = stmt_ImportFrom = stmt_Global = stmt_Nonlocal = stmt_Pass

    # -- bindings --------------------------------------------------------------------------

    def _bind(
        self, target: cst.BaseExpression, value: cst.BaseExpression | None, facts: Facts
    ) -> None:
        if isinstance(target, cst.Name):
            name = target.value
            self.aliases.pop(name, None)
            self.scope_sets.discard(name)
            self.key_vars.pop(name, None)
            self.tainted.discard(name)
            if name in self.ctx_names and (value is None or self.path(value) != CTX):
                self.ctx_names.discard(name)  # the context parameter was rebound
            if value is None:
                return
            p = self.path(value)
            if p == CTX:
                self.ctx_names.add(name)
            elif p is not None:
                self.aliases[name] = p
            if self._mentions_scopes(value):
                self.scope_sets.add(name)
            scope = self._session_key_scope(value)
            if scope is not None:
                self.key_vars[name] = scope
                for use in self.result.session_keys:
                    if use.node is value:
                        use.target = name
            if self._carrier(value) is not None:
                self.tainted.add(name)
        elif isinstance(target, (cst.Tuple, cst.List)):
            for element in target.elements:
                self._bind(element.value, None, facts)
        else:
            self._store_target(target, facts)

    def _store_target(self, target: cst.BaseExpression, facts: Facts) -> None:
        if isinstance(target, cst.Attribute):
            self.expr(target.value, facts, Usage.DEREF, "attribute")
        elif isinstance(target, cst.Subscript):
            self.expr(target.value, facts, Usage.DEREF, "subscript")
            self._slices(target, facts)
        elif isinstance(target, cst.Name):
            self._bind(target, None, facts)
        elif isinstance(target, (cst.Tuple, cst.List)):
            for element in target.elements:
                self._store_target(element.value, facts)

    # -- expressions -----------------------------------------------------------------------

    def record(
        self,
        node: cst.CSTNode,
        attr: str,
        usage: Usage,
        deref: str | None,
        facts: Facts,
        via_alias: bool = False,
    ) -> None:
        f = self.profile.field(attr)
        path = f"{CTX}.{attr}"
        service_guarded = False
        if f is not None and f.presence.service:
            service_guarded = f"{CTX}.{f.presence.service}" in facts
        self.result.accesses.append(
            Access(
                attr=attr,
                field=f,
                node=node,
                usage=usage,
                deref=deref,
                guarded=path in facts,
                try_attr=self.try_attr > 0,
                try_service=self.try_service > 0,
                service_guarded=service_guarded,
                statement=self.statement,
                via_alias=via_alias,
                outer=self.outer if usage is Usage.NONE_TEST else None,
            )
        )

    def expr(self, node: cst.CSTNode, facts: Facts, usage: Usage, deref: str | None = None) -> None:
        if isinstance(node, cst.Name):
            alias = self.aliases.get(node.value)
            if alias is not None and alias.count(".") == 1:
                self.record(node, alias.split(".", 1)[1], usage, deref, facts, via_alias=True)
            return
        if isinstance(node, cst.Attribute):
            if self.path(node.value) == CTX:
                attr = node.attr.value
                if not (attr.startswith("__") and attr.endswith("__")):
                    self.record(node, attr, usage, deref, facts)
                return
            self.expr(node.value, facts, Usage.DEREF, "attribute")
            return
        method = getattr(self, "expr_" + type(node).__name__, None)
        if method is not None:
            method(node, facts, usage)
            return
        for child in _children(node):
            self.any(child, facts)

    def expr_Call(self, node: cst.Call, facts: Facts, usage: Usage) -> None:
        name = dotted_name(node.func)
        args = node.args
        if name in ("getattr", "hasattr") and args:
            target = args[0].value
            attr = _string(args[1].value) if len(args) > 1 else None
            if self.path(target) == CTX and attr is not None:
                self.record(node, attr, Usage.HASATTR, None, facts)
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
        if name in CONSUMING_BUILTINS and args:
            self.expr(args[0].value, facts, Usage.DEREF, name)
            for arg in args[1:]:
                self.expr(arg.value, facts, Usage.PLAIN)
            return
        if name == "bool" and len(args) == 1:
            self.expr(args[0].value, facts, Usage.TRUTH)
            return
        if name in ("isinstance", "callable", "id", "type", "repr", "str") and args:
            for arg in args:
                self.expr(arg.value, facts, Usage.PLAIN)
            return

        self.expr(node.func, facts, Usage.DEREF, "call")
        is_key_method = isinstance(node.func, cst.Attribute) and node.func.attr.value in KEY_METHODS
        for i, arg in enumerate(args):
            keyword = arg.keyword.value if arg.keyword else None
            if arg.star:
                self.expr(arg.value, facts, Usage.DEREF, "unpack")
            elif (is_key_method and i == 0 and keyword is None) or (
                keyword and "key" in keyword.lower()
            ):
                self.expr(arg.value, facts, Usage.KEY)
            else:
                self.expr(arg.value, facts, Usage.PLAIN)
        self._call_events(node, name, facts)

    def _call_events(self, node: cst.Call, name: str | None, facts: Facts) -> None:
        if name in SLEEP_CALLS and self.loops:
            self.loops[-1][1] = True
        resolved = self.imports.resolve(node.func)
        if resolved is not None:
            profile, symbol = resolved
            if symbol == profile.session_key_function:
                scope_arg = node.args[1].value if len(node.args) > 1 else None
                self.result.session_keys.append(
                    SessionKeyUse(node, _string(scope_arg), scope_arg, None)
                )
            if symbol in profile.emit_functions:
                for arg in node.args:
                    self._check_sink(arg.value, "event")
        f = self.field_of(self.path(node.func))
        if f is not None and f.has_role(Role.TEARDOWN_HOOK):
            self._teardown(node, facts)
        if isinstance(node.func, cst.Attribute):
            self._wanted_key(
                node.func.value,
                node.args[0].value if node.args else None,
                node.func.attr.value == "get",
            )
        self._helper_call(node, facts)
        self._sink_call(node, name)

    def _teardown(self, node: cst.Call, facts: Facts) -> None:
        scope_arg = next(
            (a.value for a in node.args if a.keyword and a.keyword.value == "scope"), None
        )
        key_arg = next((a.value for a in node.args if a.keyword and a.keyword.value == "key"), None)
        scope = _string(scope_arg)
        key_scope = None
        if isinstance(key_arg, cst.Name):
            key_scope = self.key_vars.get(key_arg.value)
        elif key_arg is not None:
            key_scope = self._session_key_scope(key_arg)
        self.result.teardowns.append(
            TeardownUse(
                node,
                scope,
                scope_arg,
                key_scope,
                honoured=scope is not None and f"@scope:{scope}" in facts,
            )
        )

    def _session_key_scope(self, node: cst.BaseExpression) -> str | None:
        if isinstance(node, cst.Call):
            resolved = self.imports.resolve(node.func)
            if resolved and resolved[1] == resolved[0].session_key_function and len(node.args) > 1:
                return _string(node.args[1].value)
        return None

    def _wanted_key(
        self, receiver: cst.BaseExpression, key: cst.BaseExpression | None, is_lookup: bool
    ) -> None:
        f = self.field_of(self.path(receiver))
        if f is not None and f.presence.declaration and is_lookup and key is not None:
            literal = _string(key)
            if literal is not None:
                self.result.wanted_keys.append((f.name, literal, key))

    def _helper_call(self, node: cst.Call, facts: Facts) -> None:
        positional: dict[int, str] = {}
        keywords: set[str] = set()
        for i, arg in enumerate(node.args):
            if arg.star or self.path(arg.value) != CTX:
                continue
            if arg.keyword:
                keywords.add(arg.keyword.value)
            else:
                positional[i] = CTX
        if not positional and not keywords:
            return
        func = node.func
        callee: tuple[str, ...] | None = None
        if isinstance(func, cst.Name):
            callee = ("function", func.value)
        elif isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
            owner = func.value.value
            if owner in ("self", "cls") and self.info.class_name:
                callee = ("method", self.info.class_name, func.attr.value)
            else:
                callee = ("method", owner, func.attr.value)
        if callee is not None:
            ctx_facts = frozenset(f for f in facts if f.startswith((CTX, "@scope:")))
            self.result.calls.append(CallSite(node, callee, positional, keywords, ctx_facts))

    # secrets

    def _is_source(self, node: cst.CSTNode) -> bool:
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute):
            return (
                self.profile.reveal_method is not None
                and node.func.attr.value == self.profile.reveal_method
            )
        if isinstance(node, cst.Name):
            return node.value in self.tainted
        p = self.path(node)
        if p is not None and p.count(".") == 2:
            _, field_name, member = p.split(".")
            f = self.profile.field(field_name)
            return f is not None and member in f.secret_members
        return False

    def _carrier(self, node: cst.CSTNode) -> cst.CSTNode | None:
        """The part of `node` through which a revealed secret would flow out, if any."""
        if self._is_source(node):
            return node
        if isinstance(node, cst.FormattedString):
            for part in node.parts:
                if isinstance(part, cst.FormattedStringExpression) and self._carrier(
                    part.expression
                ):
                    return part.expression
            return None
        if isinstance(node, (cst.BinaryOperation, cst.BooleanOperation)):
            return self._carrier(node.left) or self._carrier(node.right)
        if isinstance(node, cst.IfExp):
            return self._carrier(node.body) or self._carrier(node.orelse)
        if isinstance(node, (cst.List, cst.Tuple, cst.Set)):
            for element in node.elements:
                found = self._carrier(element.value)
                if found:
                    return found
            return None
        if isinstance(node, cst.Dict):
            for entry in node.elements:
                found = (
                    self._carrier(entry.key) if isinstance(entry, cst.DictElement) else None
                ) or self._carrier(entry.value)
                if found:
                    return found
            return None
        if isinstance(node, cst.Call):
            name = dotted_name(node.func)
            formatting = name in ("str", "repr", "format", "dict", "list", "tuple") or (
                isinstance(node.func, cst.Attribute)
                and node.func.attr.value in ("format", "join", "encode", "decode")
            )
            if formatting:
                for arg in node.args:
                    found = self._carrier(arg.value)
                    if found:
                        return found
                if isinstance(node.func, cst.Attribute):
                    return self._carrier(node.func.value)
        return None

    def _check_sink(self, node: cst.CSTNode, sink: str) -> None:
        found = self._carrier(node)
        if found is not None:
            self.result.leaks.append(Leak(found, sink))

    def _sink_call(self, node: cst.Call, name: str | None) -> None:
        sink = None
        if name in ("print", "sys.stdout.write", "sys.stderr.write", "pprint", "pprint.pprint"):
            sink = "output"
        elif isinstance(node.func, cst.Attribute) and node.func.attr.value in LOG_METHODS:
            receiver = node.func.value
            receiver_name = (dotted_name(receiver) or "").lower()
            receiver_path = self.path(receiver)
            if "log" in receiver_name.rsplit(".", 1)[-1] or (
                receiver_path and "log" in receiver_path.rsplit(".", 1)[-1]
            ):
                sink = "log"
        if sink is not None:
            for arg in node.args:
                self._check_sink(arg.value, sink)

    # the rest of the expression forms

    def _slices(self, node: cst.Subscript, facts: Facts) -> None:
        for element in node.slice:
            if isinstance(element.slice, cst.Index):
                self.expr(element.slice.value, facts, Usage.KEY)
            else:
                self.any(element.slice, facts)
        if len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index):
            self._wanted_key(node.value, node.slice[0].slice.value, True)

    def expr_Subscript(self, node: cst.Subscript, facts: Facts, usage: Usage) -> None:
        self.expr(node.value, facts, Usage.DEREF, "subscript")
        self._slices(node, facts)

    def expr_Comparison(self, node: cst.Comparison, facts: Facts, usage: Usage) -> None:
        if len(node.comparisons) == 1:
            target = node.comparisons[0]
            op, right = target.operator, target.comparator
            if isinstance(op, (cst.Is, cst.IsNot, cst.Equal, cst.NotEqual)) and (
                _is_none(right) or _is_none(node.left)
            ):
                self.outer = node
                self.expr(right if _is_none(node.left) else node.left, facts, Usage.NONE_TEST)
                self.outer = None
                return
            if isinstance(op, (cst.In, cst.NotIn)):
                self.expr(node.left, facts, Usage.KEY)
                self.expr(right, facts, Usage.DEREF, "in")
                scope = _string(node.left)
                if scope is not None and self._mentions_scopes(right):
                    self.result.scope_literals.append((scope, node.left))
                return
        self.expr(node.left, facts, Usage.PLAIN)
        for target in node.comparisons:
            self.expr(target.comparator, facts, Usage.PLAIN)

    def expr_BooleanOperation(self, node: cst.BooleanOperation, facts: Facts, usage: Usage) -> None:
        is_or = isinstance(node.operator, cst.Or)
        test_context = usage in (Usage.TRUTH,)
        left_usage = Usage.OR_DEFAULT if is_or and not test_context else Usage.TRUTH
        if usage is Usage.OR_DEFAULT and is_or:
            left_usage = Usage.OR_DEFAULT
        self.expr(node.left, facts, left_usage)
        narrowed = facts | (self.falsy(node.left) if is_or else self.truthy(node.left))
        self.expr(
            node.right, narrowed, usage if usage in (Usage.TRUTH, Usage.OR_DEFAULT) else Usage.PLAIN
        )

    def expr_UnaryOperation(self, node: cst.UnaryOperation, facts: Facts, usage: Usage) -> None:
        is_not = isinstance(node.operator, cst.Not)
        self.expr(node.expression, facts, Usage.TRUTH if is_not else Usage.PLAIN)

    def expr_IfExp(self, node: cst.IfExp, facts: Facts, usage: Usage) -> None:
        test_path = self.path(node.test) or (
            self.path(node.test.left)
            if isinstance(node.test, cst.Comparison)
            and len(node.test.comparisons) == 1
            and _is_none(node.test.comparisons[0].comparator)
            else None
        )
        self.expr(node.test, facts, Usage.TRUTH)
        body_path = self.path(node.body)
        if (
            test_path is not None
            and body_path == test_path
            and self.field_of(body_path) is not None
        ):
            # `ctx.run_id if ctx.run_id else default`: a default for an absent value.
            self.record(node.body, body_path.split(".", 1)[1], Usage.FABRICATE, None, facts)
        else:
            self.expr(node.body, facts | self.truthy(node.test), usage)
        self.expr(node.orelse, facts | self.falsy(node.test), usage)

    def expr_NamedExpr(self, node: cst.NamedExpr, facts: Facts, usage: Usage) -> None:
        self.expr(node.value, facts, usage)
        self._bind(node.target, node.value, facts)

    def expr_Await(self, node: cst.Await, facts: Facts, usage: Usage) -> None:
        if self.loops:
            self.loops[-1][1] = True
        self.expr(node.expression, facts, Usage.DEREF, "await")

    def expr_Lambda(self, node: cst.Lambda, facts: Facts, usage: Usage) -> None:
        saved_loops, self.loops = self.loops, []
        self.expr(node.body, facts, Usage.PLAIN)
        self.loops = saved_loops

    def expr_StarredElement(self, node: cst.StarredElement, facts: Facts, usage: Usage) -> None:
        self.expr(node.value, facts, Usage.DEREF, "unpack")

    def _comprehension(
        self, node: cst.BaseComp | cst.DictComp, facts: Facts, elements: list[cst.BaseExpression]
    ) -> None:
        for_in: cst.CompFor | None = node.for_in
        while for_in is not None:
            self.expr(for_in.iter, facts, Usage.DEREF, "iterate")
            self._bind(for_in.target, None, facts)
            for condition in for_in.ifs:
                self.expr(condition.test, facts, Usage.TRUTH)
                facts = facts | self.truthy(condition.test)
            for_in = for_in.inner_for_in
        for element in elements:
            self.expr(element, facts, Usage.PLAIN)

    def expr_ListComp(self, node: cst.ListComp, facts: Facts, usage: Usage) -> None:
        self._comprehension(node, facts, [node.elt])

    expr_SetComp = expr_GeneratorExp = expr_ListComp

    def expr_DictComp(self, node: cst.DictComp, facts: Facts, usage: Usage) -> None:
        self._comprehension(node, facts, [node.key, node.value])

    def expr_Arg(self, node: cst.Arg, facts: Facts, usage: Usage) -> None:
        self.expr(
            node.value,
            facts,
            Usage.DEREF if node.star else Usage.PLAIN,
            "unpack" if node.star else None,
        )


def analyze_function(
    info: FunctionInfo, imports: ImportMap, initial: Facts = EMPTY, is_tool_entry: bool = False
) -> Analysis:
    return FunctionAnalyzer(info, imports, initial, is_tool_entry).run()
