from __future__ import annotations

from collections.abc import Callable, Iterator

import libcst as cst

from ...profiles import ContextField, PresenceKind, Role
from ..annotations import admits_none
from ..config import Config
from ..events import Access, Analysis, Usage
from ..facts import CTX, NotNone
from ..finding import Severity
from ..imports import dotted_name
from ..model import ModuleModel
from ..positions import Span
from ..state import JOIN_OF_VALUES
from ._common import ADK, AGENT, MCP, always_here, describe, report, snippet, spelled
from ._declared import undeclared_everywhere
from .base import FixPlan, FunctionRule, Invalid, Report


def _wrap_fix(stmt: cst.SimpleStatementLine | None, guard: str, indent_unit: str) -> FixPlan | None:
    """Wrap the one-line statement holding the access in the guard."""
    if stmt is None or len(stmt.body) != 1:
        return None
    small = stmt.body[0]
    if isinstance(small, (cst.Return, cst.Raise, cst.Break, cst.Continue)):
        return None
    safe = type(small) is cst.Expr  # an assignment would leave its name unbound

    def build(
        spans: dict[int, Span], line_text: Callable[[int], str]
    ) -> list[tuple[int, int, int, int, str]]:
        span = spans.get(id(stmt))
        if span is None or span.line != span.end_line:
            return []
        text = line_text(span.line)
        indent = text[: len(text) - len(text.lstrip())]
        return [(span.line, 1, span.line, 1, f"{indent}{guard}\n{indent_unit}")]

    return FixPlan(
        title=f"Wrap in `{guard}`",
        applicability="safe" if safe else "unsafe",
        build=build,
        needs=(stmt,),
    )


def _left_out_by_a_run(model: ModuleModel, analysis: Analysis, f: ContextField) -> str | None:
    """The run of this module that hands a tool reaching here None for the caller-supplied
    member `f` (`agent.run_sync("q")` without `deps=`), if there is one."""
    if not f.has_role(Role.CALLER_SUPPLIED):
        return None
    missing = model.discovery.runs.missing
    if not missing:
        return None
    for tool in model.tools_of(analysis.function):
        found = missing.get(id(tool.entry.node))
        if found is not None:
            return found
    return None


def _why_none(access: Access) -> str:
    if access.field is not None and access.field.name.endswith("()"):
        return "may be None here"  # what a call returned: only its own test guards it
    if access.own_facts:  # `x = ctx.f if t else None`, or a closure over a rebound name
        return "may be None here: only a test of the name itself guards it"
    presence = access.field.presence  # type: ignore[union-attr]
    if presence.kind is PresenceKind.DECLARED:
        return f"may be None here (it is set only when the tool declares `{presence.declaration}` and it applies)"
    return "may be None here"


class UnguardedOptional(FunctionRule):
    code = "DK201"
    name = "unguarded-optional"
    severity = Severity.ERROR
    summary = (
        "Flags a use of an optional or declared context field, or of a context parameter "
        "annotated as maybe None, on a path where it may be None."
    )
    why = (
        "Optional fields are None whenever the runtime has nothing to put there: no caller "
        "identity, no run, no signal, an undeclared or unresolved credential. Attribute "
        "access, calls, subscripts, iteration or `len()` on None raise at run time, often "
        "only for some tenants or transports. A use is safe when every path to it has "
        "established the field is not None: an enclosing `if`, an early `return`/`raise`, "
        "an `assert`, a short-circuit (`and`, conditional expression, comprehension filter), "
        "the same tests on an alias, or a `try` that catches AttributeError/TypeError "
        "(a handler ending in a bare `raise` catches nothing: the error goes on). "
        "A guard inside a `try` holds after it when no handler that falls through may "
        "catch the guard's own error: `raise PermissionError(...)` is not caught by "
        "`except KeyError:`; a handler of `Exception` (or a class the checker cannot read) "
        "may run with the field untested. "
        "A call that never returns ends a path: `sys.exit`, a function annotated "
        "`NoReturn`/`Never`, or one whose body always raises. A name holding different "
        "members on different paths (`x = ctx.run_id` here, `x = ctx.session_id` there) "
        "may be None wherever one of them may. `x == other` proves `x` is not None only "
        "when `other` is known not None: a literal, a guarded value, a parameter "
        "annotated with a type that is never None, or such a field of a class of the "
        "module (`args.q` with `q: str` in the args model). `x in c` being true proves `x` "
        "is not None when `c` holds no None, as pyright narrows it: a display of literals "
        '(`("a", "b")`), a name bound only to one, or a name, parameter or field of a '
        "module class declared a builtin container of a type without None (`list[str]`, "
        "`frozenset[str]`, a `dict[str, ...]`'s keys); a `Sequence[str]` proves nothing. "
        "A context parameter annotated as maybe None (`ctx: Context | None = None`) is "
        "itself optional: a direct call without it passes None; so is a helper's parameter "
        "when a caller passes it the context or None. A function of the module that "
        "only returns a member (`def identity_of(ctx): return ctx.identity`) returns what "
        "may be None: `identity_of(ctx).tenant` is flagged like `ctx.identity.tenant`, as "
        "pyright does from the inferred return type. One that returns either of two "
        "members (`ctx.run_id` or `ctx.session_id`) is read as the one that may be None, "
        "and a test of its result proves nothing about either member. Members a framework types as "
        "optional but sets for every tool call (pydantic-ai `ctx.tool_call_id`, LangChain "
        "`runtime.tool_call_id`, ADK `function_call_id`) are not flagged in a tool's own "
        "body, where they are always there; pyright, which goes by the type alone, flags "
        "them. Anywhere else (a callback, a helper function) they are flagged."
    )
    example = snippet(
        AGENT,
        """
        @tool(name="whoami")
        def whoami(args, ctx: ToolExecutionContext):
            return ctx.identity.tenant
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        @tool(name="whoami")
        def whoami(args, ctx: ToolExecutionContext):
            if ctx.identity is None:
                return None
            return ctx.identity.tenant
    """,
    )
    fix_safety = (
        "Wrapping a one-line expression statement in `if ctx.<field> is not None:` is safe. "
        "Wrapping an assignment is unsafe (the name may be unbound later) and is applied only "
        "with `--unsafe-fixes`. No fix is offered for returns or compound statements."
    )
    valid = (
        use_instead,
        snippet(
            AGENT,
            """
            NIGHTLY = ("nightly-1", "nightly-2")

            @tool(name="tier")
            def tier(args, ctx: ToolExecutionContext, known: frozenset[str] = frozenset()):
                if ctx.run_id in NIGHTLY or ctx.run_id in known:
                    return ctx.run_id.upper()
                return None
        """,
        ),
        snippet(
            AGENT,
            """
            @tool(name="a")
            def a(args, ctx: ToolExecutionContext):
                if ctx.identity and ctx.identity.tenant:
                    return ctx.identity.tenant
                x = ctx.identity.tenant if ctx.identity is not None else None
                assert ctx.signal is not None
                ctx.signal.throw_if_aborted()
                if not ctx.run_id:
                    raise ValueError("no run")
                return [ctx.run_id.upper() for _ in range(3) if ctx.identity], x
        """,
        ),
        snippet(
            AGENT,
            """
            @tool(name="b")
            def b(args, ctx: ToolExecutionContext):
                if (ident := ctx.identity) is not None:
                    print(ident.tenant)
                c = ctx
                i = c.identity
                if isinstance(i, object) and i:
                    print(i.principal)
                try:
                    print(ctx.identity.tenant)
                except AttributeError:
                    pass
                for _ in range(3):
                    if ctx.signal is None:
                        continue
                    ctx.signal.throw_if_aborted()
                return getattr(ctx.identity, "tenant", None)
        """,
        ),
        snippet(
            AGENT,
            """
            @tool(name="c")
            def c(args, ctx: ToolExecutionContext):
                try:
                    if ctx.identity is None:
                        raise PermissionError("anonymous")
                    value = args.rows[args.key]
                except KeyError:
                    value = None
                return value, ctx.identity.tenant
        """,
        ),
        snippet(
            MCP,
            """
            @tool(name="t", task_support=True)
            async def t(input, ctx: ExecutionContext):
                if ctx.task is None:
                    return
                elif ctx.abort_signal is None:
                    ctx.task.current_step = 1
                else:
                    ctx.task.current_step = 2
        """,
        ),
    )
    invalid = (
        Invalid(example, message="`ctx.identity` may be None"),
        Invalid(
            snippet(
                AGENT,
                """
            @tool(name="t")
            def t(args, ctx: ToolExecutionContext):
                try:
                    return ctx.identity.tenant
                except AttributeError:
                    print("no tenant")
                    raise
        """,
            ),
            message="`ctx.identity` may be None",
        ),
        Invalid(
            snippet(
                AGENT,
                """
            @tool(name="t")
            def t(args, ctx: ToolExecutionContext):
                try:
                    if ctx.identity is None:
                        raise PermissionError("anonymous")
                    value = args.rows[args.key]
                except Exception:
                    value = None
                return value, ctx.identity.tenant
        """,
            ),
            message="`ctx.identity` may be None",
        ),
        Invalid(
            snippet(
                AGENT,
                """
            def identity_of(ctx):
                return ctx.identity

            @tool(name="t")
            def t(args, ctx: ToolExecutionContext):
                return identity_of(ctx).tenant
        """,
            ),
            message="`identity_of(ctx)` (which returns `ctx.identity`) may be None",
        ),
        Invalid(
            snippet(
                AGENT,
                """
            def scope_id(ctx, per_run):
                if per_run:
                    return ctx.run_id
                return ctx.session_id

            @tool(name="t")
            def t(args, ctx: ToolExecutionContext):
                if scope_id(ctx, args.per_run):
                    return ctx.run_id.upper()
                return scope_id(ctx, args.per_run).lower()
        """,
            ),
            count=2,
            message="`ctx.run_id` may be None",
        ),
        Invalid(
            snippet(
                AGENT,
                """
            @tool(name="t")
            def t(args, ctx: ToolExecutionContext):
                if ctx.identity is None:
                    print("anonymous")
                ctx.signal.throw_if_aborted()
        """,
            ),
            fixed=snippet(
                AGENT,
                """
            @tool(name="t")
            def t(args, ctx: ToolExecutionContext):
                if ctx.identity is None:
                    print("anonymous")
                if ctx.signal is not None:
                    ctx.signal.throw_if_aborted()
        """,
            ),
        ),
        Invalid(
            snippet(
                AGENT,
                """
            @tool(name="t")
            def t(args, ctx: ToolExecutionContext):
                scopes = len(ctx.teardown_scopes)
                ident = ctx.identity
                for key in ctx.wanted:
                    print(key)
                return scopes, ident.principal
        """,
            ),
            # `ctx.wanted` without `wants` is DK103's finding (one root cause), not this rule's.
            count=2,
        ),
        Invalid(
            snippet(
                AGENT,
                """
            @tool(name="t")
            async def t(args, ctx: ToolExecutionContext | None = None):
                print(ctx.tool_call_id)
        """,
            ),
            message="`ctx` may be None here: its annotation admits None",
            fixed=snippet(
                AGENT,
                """
            @tool(name="t")
            async def t(args, ctx: ToolExecutionContext | None = None):
                if ctx is not None:
                    print(ctx.tool_call_id)
        """,
            ),
        ),
        Invalid(
            snippet(
                ADK,
                """
            def recall(query: str, tool_context: ToolContext):
                return tool_context.memory_service.search_memory("a", "u", query)
        """,
            )
        ),
        Invalid(
            snippet(
                MCP,
                """
            @tool(name="t")
            async def t(input, ctx: ExecutionContext):
                if ctx.abort_signal is not None or input:
                    await ctx.abort_signal
        """,
            )
        ),
    )

    def check_function(
        self, model: ModuleModel, analysis: Analysis, config: Config
    ) -> Iterator[Report]:
        indent = model.module.default_indent
        for access in analysis.accesses:
            f = access.field
            if access.usage is not Usage.DEREF or f is None:
                continue
            missing = _left_out_by_a_run(model, analysis, f)
            if not (f.presence.may_be_none or access.own_facts or missing):
                continue
            if access.guarded or access.try_attr:
                continue
            # a name holding the member or values never None is None only when it is
            none_as_member = not access.own_facts or (access.fact or "").endswith(
                "@" + JOIN_OF_VALUES
            )
            if none_as_member and always_here(model, analysis, f.name):
                continue
            if undeclared_everywhere(model, analysis, access):
                continue  # one root cause: the DK1xx finding for the missing declaration
            # what a call returned, or a helper returning one of several members: only a
            # test of the result kept in a name guards it
            one_of = access.own_facts and type(access.node) in (cst.Call, cst.Await)
            if f.name.endswith("()") or one_of:
                if not (access.via_alias and type(access.node) is cst.Name):
                    yield report(
                        model,
                        analysis,
                        access.node,
                        f"{describe(access, analysis)} may be None; keep the result in a name and "
                        "check it is not None first",
                    )
                    continue
                guard = f"if {access.node.value} is not None:"
            elif type(access.node) is cst.Name:
                # a name holding the member (an alias, its own facts, or a helper's
                # parameter handed it): testing the name is what guards this read
                guard = f"if {access.node.value} is not None:"
            else:
                guard = f"if {spelled(access)} is not None:"
            why = f"may be None here: {missing}" if missing else _why_none(access)
            yield report(
                model,
                analysis,
                access.node,
                f"{describe(access, analysis)} {why}; guard it with `{guard}`",
                unless=NotNone(access.fact) if access.fact else None,
                fix=None if access.via_alias else _wrap_fix(access.statement, guard, indent),
            )
        for use in analysis.context_derefs:
            if use.guarded or use.try_attr:
                continue
            name = dotted_name(use.node) or "ctx"
            guard = f"if {name} is not None:"
            if use.fact != CTX:
                why = f"it holds the context or None; guard it with `{guard}`"
            elif type(use.node) is cst.Name and not _annotated_optional(analysis, name):
                why = f"a caller passes the context or None; guard it with `{guard}`"
            elif type(use.node) is cst.Name:
                why = (
                    f"its annotation admits None; guard it with `{guard}` (or drop `None` "
                    "from the annotation when the framework always passes the context)"
                )
            else:
                why = f"the class sets it to None too; guard it with `{guard}`"
            yield report(
                model,
                analysis,
                use.node,
                f"`{name}` may be None here: {why}",
                unless=NotNone(use.fact),
                fix=_wrap_fix(use.statement, guard, indent),
            )


def _annotated_optional(analysis: Analysis, name: str) -> bool:
    """Whether the function's parameter `name` is annotated as maybe None."""
    return any(
        p.name.value == name and p.annotation is not None and admits_none(p.annotation.annotation)
        for p in analysis.function.params
    )
