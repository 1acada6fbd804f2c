from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property

import libcst as cst

from ..config import Config
from ..events import Analysis, MemberCall, Usage
from ..finding import Severity
from ..imports import dotted_name
from ..model import ModuleModel
from ..syntax import assignment, loop_parts, targets_of
from ..walk import descendants, statements
from ._common import AGENT, FASTMCP, report, snippet
from .base import FixPlan, FunctionRule, Invalid, NodeEdit, Report

# Functions that take a coroutine and run it (`asyncio.gather(ctx.info("a"), ...)`).
COROUTINE_RUNNERS = {
    *("gather", "create_task", "ensure_future", "wait_for", "wait", "shield"),
    *("as_completed", "run", "start_soon", "run_until_complete", "run_coroutine_threadsafe"),
}


# Methods that keep a coroutine in a collection (`tasks.append(ctx.info(m))`) for a later
# `asyncio.gather(*tasks)`: the coroutine is held by the collection, not used as a value.
COLLECTION_STORES = {"append", "appendleft", "add", "insert", "extend", "put", "put_nowait"}


def _elements(value: cst.BaseExpression) -> list[cst.BaseExpression]:
    if isinstance(value, (cst.List, cst.Tuple, cst.Set)):
        return [e.value for e in value.elements]
    func = value.func if type(value) is cst.Call and not value.args else None
    if type(func) is cst.Attribute and func.attr.value == "values":
        return [func.value]  # `gather(*jobs.values())` runs what `jobs` holds
    return [value]


def _name_copies(body: cst.CSTNode) -> list[tuple[str, str]]:
    """(copy, original) of each `copy = original` (`copy: T = original`, `(copy := original)`):
    what runs the copy's coroutine runs the original's."""
    copies = []
    for assign in descendants(body, cst.Assign):
        if type(assign.value) is cst.Name:
            targets = [t.target for t in assign.targets]
            copies += [(t.value, assign.value.value) for t in targets if type(t) is cst.Name]
    for annotated in descendants(body, cst.AnnAssign):
        if type(annotated.value) is cst.Name and type(annotated.target) is cst.Name:
            copies.append((annotated.target.value, annotated.value.value))
    for walrus in descendants(body, cst.NamedExpr):
        if type(walrus.value) is cst.Name and type(walrus.target) is cst.Name:
            copies.append((walrus.target.value, walrus.value.value))
    return copies


def _awaited(analysis: Analysis, copies: list[tuple[str, str]]) -> set[str]:
    """The names awaited, themselves or through a copy (`pending = job; await pending`)."""
    awaited = set(analysis.awaited_names)
    while news := {original for copy, original in copies if copy in awaited} - awaited:
        awaited |= news
    return awaited


def _coroutine_fates(analysis: Analysis) -> tuple[set[str], dict[str, str]]:
    """What becomes of coroutines held in names, in one pass over the function's calls.

    First, the names whose coroutines run: awaited (`await t`), handed to a runner
    (`gather(t, *tasks)`, `tg.create_task(t)`, `asyncio.wait([a, b])`), iterated by a loop
    that awaits each (`for c in coros: await c`), returned from a synchronous function
    (its caller runs them; from an `async def`, the caller's `await` gets them as the
    result), or copied to a name whose coroutine runs. Second, the names stored in a
    collection (`tasks.append(t)`), with the collection's name."""
    node = analysis.function.node
    body = node.body
    copies = _name_copies(body)
    consumed = _awaited(analysis, copies)
    held: dict[str, str] = {}
    for event in analysis.call_events:
        called = dotted_name(event.node.func)
        if called is None:
            continue
        collection, _, method = called.rpartition(".")
        runs = method in COROUTINE_RUNNERS
        stores = method in COLLECTION_STORES and collection.isidentifier()
        if not (runs or stores):
            continue
        for arg in event.node.args:
            for e in _elements(arg.value):
                if type(e) is not cst.Name:
                    continue
                if runs:
                    consumed.add(e.value)
                else:
                    held[e.value] = collection
    returns_them = not isinstance(node, cst.FunctionDef) or node.asynchronous is None
    for stmt in statements(body) if isinstance(body, cst.BaseSuite) else ():
        if returns_them and type(stmt) is cst.SimpleStatementLine:
            for small in stmt.body:
                if type(small) is cst.Return and small.value is not None:
                    consumed.update(e.value for e in _elements(small.value) if type(e) is cst.Name)
    # `for c in coros: await c` (or `await` a copy of `c`), in the function or a function
    # it defines (which the analysis walks as its own); copies of what runs run too
    loops = [
        (target.value, iterable.value)
        for loop in descendants(body, cst.For)
        for target, iterable in loop_parts(loop)  # `for i, c in enumerate(coros)` too
        if type(iterable) is cst.Name and type(target) is cst.Name
    ]
    while news := {original for copy, original in (*copies, *loops) if copy in consumed} - consumed:
        consumed |= news
    return consumed, held


@dataclass
class _Fates:
    """`_coroutine_fates` of one analysis, worked out when first asked (most member calls
    are awaited, and most functions then never need it)."""

    analysis: Analysis

    @cached_property
    def found(self) -> tuple[set[str], dict[str, str]]:
        return _coroutine_fates(self.analysis)

    @cached_property
    def used_containers(self) -> set[str]:
        return _used_containers(self.analysis.function.node)

    @cached_property
    def awaited(self) -> set[str]:
        return _awaited(self.analysis, _name_copies(self.analysis.function.node.body))


def _used_containers(function: cst.CSTNode) -> set[str]:
    """The names read other than by binding or storing into them (`jobs[k] = ...`), measuring them
    (`len(jobs)`) or returning them from an `async def` (whose caller's `await` gets the
    coroutines inside, not their values): whatever reads them may run what they hold."""
    ignored: set[int] = set()
    for kind in (cst.Assign, cst.AnnAssign, cst.NamedExpr):
        for binding in descendants(function, kind):
            for target in targets_of(binding):
                if type(target) is cst.Name:
                    ignored.add(id(target))  # `jobs = {}` binds it
                elif type(target) is cst.Subscript and type(target.value) is cst.Name:
                    ignored.add(id(target.value))  # `jobs[k] = ...` stores into it
    for call in descendants(function, cst.Call):
        if dotted_name(call.func) == "len" and len(call.args) == 1:
            ignored.add(id(call.args[0].value))
    is_async = type(function) is cst.FunctionDef and function.asynchronous is not None
    if is_async:
        ignored.update(id(r.value) for r in descendants(function, cst.Return))
    return {n.value for n in descendants(function, cst.Name) if id(n) not in ignored}


def _handed_to_runner(call: MemberCall) -> bool:
    """`asyncio.wait_for(ctx.artifacts.list(), 5)`: a runner given a synchronous member's
    result (not a coroutine) raises TypeError, as awaiting it would."""
    return call.passed_to is not None and call.passed_to.rpartition(".")[2] in COROUTINE_RUNNERS


def _not_awaited(call: MemberCall, fates: _Fates) -> bool:
    """An async member's coroutine that is dropped or used as if it were the result."""
    if call.awaited:
        return False
    if call.discarded or call.usage is not Usage.PLAIN:
        return True  # dropped, or dereferenced / tested / used as a key
    if call.passed_to is not None:  # str(ctx.get_state("k")) uses the coroutine object
        collection, _, method = call.passed_to.rpartition(".")
        if method in COLLECTION_STORES and collection.isidentifier():
            return collection not in fates.found[0]  # kept for a later `gather(*collection)`
        return method not in COROUTINE_RUNNERS
    if call.stored_in is not None:  # `jobs[k] = ctx.get_state(k)`, `jobs` never read
        return call.stored_in not in fates.used_containers
    if call.returned:
        # From an `async def`, the caller's `await` gets the coroutine object, not its value
        # (the framework then fails to serialize the result); a synchronous function's caller
        # may await what it returns.
        return call.in_async
    # Assigned to a name whose coroutine never runs (`x = ctx.get_state("k")`), itself or
    # through the collection it is stored in.
    name = call.assigned_to
    if name is None:
        return False
    consumed, held = fates.found
    return name not in consumed and held.get(name) not in consumed


class ContextCallNotAwaited(FunctionRule):
    code = "DK005"
    name = "context-call-not-awaited"
    severity = Severity.ERROR
    summary = (
        "Flags an async context method called without `await`, a synchronous one that is "
        "awaited, and a coroutine function of the module (a helper taking the context, say) "
        "or of asyncio/anyio/trio (`asyncio.sleep`) called as a statement without `await`."
    )
    why = (
        "Calling a coroutine method without `await` creates the coroutine and drops it: the "
        "log line is never sent, the progress never reported, the state never stored, and "
        "the value used is a coroutine object, not the result. Python warns only when the "
        "coroutine is collected, and under fastmcp 2/3 and mcp 1.x that warning is caught "
        "and logged at INFO, so nobody sees it. The reverse, awaiting a synchronous method "
        "(fastmcp 2's `get_state`), raises TypeError."
    )
    example = snippet(
        FASTMCP,
        """
        @mcp.tool
        async def search(query: str, ctx: Context) -> str:
            ctx.info(f"searching {query}")
            return query
    """,
    )
    use_instead = snippet(
        FASTMCP,
        """
        @mcp.tool
        async def search(query: str, ctx: Context) -> str:
            await ctx.info(f"searching {query}")
            return query
    """,
    )
    fix_safety = (
        "Adding `await` to a dropped call inside an `async def`, or to one it returns, is "
        "safe: it runs what the code already asked for (a returned coroutine reaches the "
        "framework as the tool's result, which it cannot serialize). No fix is offered in a "
        "synchronous function (its caller may await what it returns), for a value that is "
        "used, or for a synchronous member that is awaited."
    )
    valid = (
        use_instead,
        snippet(
            FASTMCP,
            """
            import asyncio

            @mcp.tool
            async def many(ctx: Context) -> str:
                pending = ctx.get_state("k")
                value = await pending
                await asyncio.gather(ctx.info("a"), ctx.info("b"))
                task = asyncio.create_task(ctx.report_progress(1, 2))
                await task
                return value
        """,
        ),
        snippet(
            FASTMCP,
            """
            import asyncio

            @mcp.tool
            async def announce(lines: list[str], ctx: Context) -> int:
                pending = []
                for line in lines:
                    pending.append(ctx.info(line))
                await asyncio.gather(*pending)
                return len(lines)
        """,
        ),
        snippet(
            FASTMCP,
            """
            @mcp.tool
            async def say(ctx: Context, loud: bool) -> str:
                await (ctx.warning("loud") if loud else ctx.info("quiet"))
                return "said"
        """,
        ),
    )
    invalid = (
        Invalid(example, message="never runs", fixed=use_instead),
        Invalid(
            snippet(
                FASTMCP,
                """
            @mcp.tool
            async def remember(ctx: Context) -> str:
                seen = ctx.get_state("seen")
                if ctx.get_state("flag"):
                    pass
                return seen + str(ctx.get_state("other"))
        """,
            ),
            count=3,
        ),
        Invalid(
            snippet(
                "import asyncio\n" + FASTMCP,
                """
            @mcp.tool
            async def poll(ctx: Context) -> str:
                asyncio.sleep(1)
                return "done"
        """,
            ),
            message="`asyncio.sleep()` is a coroutine function",
            fixed=snippet(
                "import asyncio\n" + FASTMCP,
                """
            @mcp.tool
            async def poll(ctx: Context) -> str:
                await asyncio.sleep(1)
                return "done"
        """,
            ),
        ),
        Invalid(
            snippet(
                FASTMCP,
                """
            @mcp.tool
            async def peek(ctx: Context) -> str:
                return ctx.get_state("last")
        """,
            ),
            message="the caller's `await` gets that object",
            fixed=snippet(
                FASTMCP,
                """
            @mcp.tool
            async def peek(ctx: Context) -> str:
                return await ctx.get_state("last")
        """,
            ),
        ),
        Invalid(
            snippet(
                FASTMCP,
                """
            @mcp.tool
            def sync_tool(ctx: Context) -> str:
                ctx.report_progress(1, 2)
                return "done"
        """,
            ),
            message="synchronous function",
        ),
        Invalid(
            snippet(
                AGENT,
                """
            @tool(name="inventory")
            async def inventory(args, ctx: ToolExecutionContext):
                if not ctx.has_artifacts:
                    return []
                return await ctx.artifacts.list()
        """,
            ),
            message="`artifacts.list()` is synchronous",
        ),
        Invalid(
            snippet(
                FASTMCP,
                """
            async def announce(ctx: Context, text: str) -> None:
                await ctx.info(text)

            @mcp.tool
            async def search(query: str, ctx: Context) -> str:
                announce(ctx, query)
                return query
        """,
            ),
            message="`announce()` is a coroutine function",
            fixed=snippet(
                FASTMCP,
                """
            async def announce(ctx: Context, text: str) -> None:
                await ctx.info(text)

            @mcp.tool
            async def search(query: str, ctx: Context) -> str:
                await announce(ctx, query)
                return query
        """,
            ),
        ),
        Invalid(
            snippet(
                FASTMCP,
                """
            def announce(ctx: Context, text: str):
                return ctx.info(text)

            @mcp.tool
            async def search(query: str, ctx: Context) -> str:
                announce(ctx, query)
                return query
        """,
            ),
            message="`announce()` is a coroutine function",
        ),
    )

    def check_function(
        self, model: ModuleModel, analysis: Analysis, config: Config
    ) -> Iterator[Report]:
        fates = _Fates(analysis)
        for call in analysis.member_calls:
            member = call.field
            profile = analysis.function.profile
            version = f" in {profile.distribution} {profile.version}.x" if profile.version else ""
            if member.is_async and _not_awaited(call, fates):
                fix = None
                where = ""
                if not call.in_async:
                    where = (
                        "; this is a synchronous function, so make it `async def` or drop the call"
                    )
                elif call.discarded or call.returned:
                    where = (
                        "; returned, the caller's `await` gets that object" if call.returned else ""
                    )
                    fix = FixPlan(
                        title="Add `await`",
                        applicability="safe",
                        edits=(NodeEdit(call.node, "await ", mode="before"),),
                    )
                yield report(
                    model,
                    analysis,
                    call.node,
                    f"`{member.name}()` is a coroutine method{version}: without `await` it "
                    f"never runs and its value is a coroutine object{where}",
                    fix=fix,
                )
            elif member.is_async is False and (
                call.awaited
                or (call.assigned_to is not None and call.assigned_to in fates.awaited)
                or _handed_to_runner(call)
            ):
                runner = call.passed_to if _handed_to_runner(call) else None
                how = f"handing its result to `{runner}()`" if runner else "awaiting its result"
                undo = f"`{runner}()`" if runner else "`await`"
                yield report(
                    model,
                    analysis,
                    call.node,
                    f"`{member.name}()` is synchronous{version}: {how} raises TypeError; "
                    f"call it without {undo}",
                )
        yield from _dropped_coroutines(model, analysis)


# Coroutine functions of the standard library and the async libraries, spelled through
# their module (`asyncio.sleep(1)` as a statement sleeps not at all).
LIBRARY_COROUTINES = {
    *(f"asyncio.{n}" for n in ("sleep", "wait_for", "wait", "to_thread", "open_connection")),
    *(f"asyncio.{n}" for n in ("create_subprocess_exec", "create_subprocess_shell")),
    "anyio.sleep",
    "trio.sleep",
}


def _returns_coroutine(
    model: ModuleModel, function: cst.FunctionDef, seen: frozenset[int] = frozenset()
) -> bool:
    """Whether a plain `def` of the module returns a context coroutine it never awaits
    (`def note(ctx, m): return ctx.info(m)`), or the call of a module function making one
    (`return _note(ctx, m)`): calling it makes a coroutine, as calling an `async def` does
    (pyright infers it so and reports the dropped call too)."""
    returned: list[cst.BaseExpression] = []
    bound: dict[str, cst.BaseExpression] = {}  # `job = ctx.info(m)` then `return job`
    for line in statements(function.body):
        if type(line) is not cst.SimpleStatementLine:
            continue
        for small in line.body:
            if type(small) is cst.Return and small.value is not None:
                returned.append(small.value)
            elif (binding := assignment(small)) is not None:
                bound.update((t.value, binding[1]) for t in binding[0] if type(t) is cst.Name)
    names = {v.value for v in returned if type(v) is cst.Name}
    if any(
        (call.returned or call.assigned_to in names) and call.field.is_async and not call.awaited
        for info, analysis in model.analyses.items()
        if info.node is function
        for call in analysis.member_calls
    ):
        return True
    seen = seen | {id(function)}
    for value in returned:
        if type(value) is cst.Name:
            value = bound.get(value.value, value)
        called = dotted_name(value.func) if type(value) is cst.Call else None
        if called is None or called.count(".") > 1:
            continue
        owner, _, name = called.rpartition(".")  # `Helpers.note(...)`: a static method
        index = model.discovery.index
        found = index.method(owner, name) if owner else index.functions.get(name)
        if found is None or id(found[0]) in seen:
            continue
        if found[0].asynchronous is not None or _returns_coroutine(model, found[0], seen):
            return True
    return False


def _dropped_coroutines(model: ModuleModel, analysis: Analysis) -> Iterator[Report]:
    """`helper(ctx)` as a statement, where `helper` is an `async def` of this module (or a
    `def` returning a context coroutine), a coroutine function of the profile
    (`emit_event`) or of a library (`asyncio.sleep(1)`)."""
    index = model.discovery.index
    for event in analysis.call_events:
        node, callee, in_async = event.node, event.callee, event.in_async
        if not event.dropped:
            continue
        spelled = dotted_name(node.func)
        resolved = event.resolved
        if spelled in LIBRARY_COROUTINES:
            name = spelled
        elif resolved is not None and resolved[1] in resolved[0].coroutine_functions:
            name = resolved[1]  # `emit_event(...)` of the profile's module
        elif callee is None:
            continue
        else:
            if callee[0] == "function":
                found = index.functions.get(callee[1])
            else:
                found = index.method(callee[1], callee[2])
            if found is None or (
                found[0].asynchronous is None and not _returns_coroutine(model, found[0])
            ):
                continue
            name = found[0].name.value
        fix = None
        where = "; this is a synchronous function, so make it `async def`"
        if in_async:
            where = ""
            fix = FixPlan(
                title="Add `await`",
                applicability="safe",
                edits=(NodeEdit(node, "await ", mode="before"),),
            )
        yield report(
            model,
            analysis,
            node,
            f"`{name}()` is a coroutine function: called without `await` it never runs{where}",
            fix=fix,
        )
