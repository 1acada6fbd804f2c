from __future__ import annotations

from collections.abc import Iterator

from ..config import Config
from ..discovery import ToolInfo
from ..finding import Severity
from ..model import ModuleModel
from ._common import AGENT, session_keys, snippet
from .base import Invalid, Report, ToolRule


class SessionWithoutTeardown(ToolRule):
    code = "DK303"
    name = "session-without-teardown"
    severity = Severity.WARNING
    summary = (
        "Flags a tool that builds a `tool_session_key` for a scope but registers no cleanup for it."
    )
    why = (
        "A session key exists to hold state that outlives one call. Without an "
        "`on_teardown(..., scope=S)` for the same scope, that state is never released: "
        "browsers, connections and caches pile up per tenant."
    )
    example = snippet(
        AGENT,
        """
        CACHE = {}
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext):
            CACHE[tool_session_key(ctx, "session")] = args
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        CACHE = {}
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext):
            if "session" not in (ctx.teardown_scopes or ()) or ctx.on_teardown is None:
                return
            key = tool_session_key(ctx, "session")
            CACHE[key] = args
            ctx.on_teardown(lambda: CACHE.pop(key, None), scope="session", key=key)
    """,
    )
    valid = (use_instead,)
    invalid = (Invalid(example, message='no `on_teardown(..., scope="session")`'),)

    def check_tool(self, model: ModuleModel, tool: ToolInfo, config: Config) -> Iterator[Report]:
        analyses = model.analyses_of(tool)
        registered = {use.scope for a in analyses for use in a.teardowns}
        if None in registered:
            return  # a computed scope may be any of them
        # A key of scope S registered under another scope is DK302's finding (one root
        # cause: registering it under S is the fix for both).
        misregistered = {
            use.key_scope
            for a in analyses
            for use in a.teardowns
            if use.key_scope and use.scope and use.key_scope != use.scope
        }
        for analysis in analyses:
            for node, scope, _ in session_keys(analysis):
                if (
                    scope is not None
                    and scope not in registered
                    and scope not in misregistered
                    and scope in tool.profile.teardown_scopes
                ):
                    yield Report(
                        node=node,
                        message=f"tool `{tool.name}` keys state on scope `{scope}` but has no "
                        f'`on_teardown(..., scope="{scope}")`, so it is never cleaned up',
                        function=analysis.function,
                        tool=tool,
                    )
