from __future__ import annotations

from collections.abc import Iterator

from ..config import Config
from ..events import Analysis, TeardownUse
from ..finding import Severity
from ..model import ModuleModel
from ._common import AGENT, report, snippet
from .base import FunctionRule, Invalid, Report


class TeardownScopeNotHonoured(FunctionRule):
    code = "DK301"
    name = "teardown-scope-not-honoured"
    severity = Severity.WARNING
    summary = "Flags `on_teardown(..., scope=S)` not preceded by a check that the host honours `S`."
    why = (
        "Hosts honour different teardown scopes: a single MCP call has no run, some doors "
        "have no sessions. `on_teardown` raises for a scope the host does not honour, after "
        "the tool has already opened whatever it wanted cleaned up. Check "
        "`S in (ctx.teardown_scopes or ())` before opening the resource."
    )
    options = (
        "`teardown-scopes` in `[tool.devkit]` lists the scopes every host of this project "
        "honours. An unchecked registration for a scope outside that list is an error, not "
        "a warning: it fails on every host."
    )
    example = snippet(
        AGENT,
        """
        @tool(name="browse")
        def browse(args, ctx: ToolExecutionContext):
            key = tool_session_key(ctx, "run")
            if ctx.on_teardown is not None:
                ctx.on_teardown(lambda: None, scope="run", key=key)
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        @tool(name="browse")
        def browse(args, ctx: ToolExecutionContext):
            if "run" not in (ctx.teardown_scopes or ()):
                return "this host cannot clean up; not opening a browser"
            key = tool_session_key(ctx, "run")
            if ctx.on_teardown is not None:
                ctx.on_teardown(lambda: None, scope="run", key=key)
    """,
    )
    valid = (
        use_instead,
        snippet(
            AGENT,
            """
            @tool(name="browse")
            def browse(args, ctx: ToolExecutionContext):
                if ctx.teardown_scopes and "session" in ctx.teardown_scopes and ctx.on_teardown:
                    ctx.on_teardown(lambda: None, scope="session", key=tool_session_key(ctx, "session"))
        """,
        ),
    )
    invalid = (Invalid(example, message="scope `run`"),)

    def check_function(
        self, model: ModuleModel, analysis: Analysis, config: Config
    ) -> Iterator[Report]:
        known = analysis.function.profile.teardown_scopes
        # `scope=wanted`, `wanted` bound to several scopes: one registration per scope, one
        # finding per call naming those not tested
        unguarded: dict[int, tuple[TeardownUse, list[str]]] = {}
        for use in analysis.teardowns:
            if use.scope is None or use.scope not in known or use.honoured:
                continue
            unguarded.setdefault(id(use.node), (use, []))[1].append(use.scope)
        configured = config.teardown_scopes
        for use, scopes in unguarded.values():
            excluded = [s for s in scopes if configured is not None and s not in configured]
            extra = (
                f"; this project's hosts never honour {' or '.join(f'`{s}`' for s in excluded)}"
                f" (teardown-scopes = {list(configured or [])})"
                if excluded
                else ""
            )
            named = " or ".join(f"`{s}`" for s in scopes)
            tests = " and ".join(f'`"{s}" in (ctx.teardown_scopes or ())`' for s in scopes)
            yield report(
                model,
                analysis,
                use.node,
                f"`on_teardown` for scope {named} is not guarded by {tests}{extra}",
                severity=Severity.ERROR if excluded else None,
            )
