from __future__ import annotations

from collections.abc import Iterator

from ..config import Config
from ..events import Analysis
from ..finding import Severity
from ..model import ModuleModel
from ._common import AGENT, report, session_keys, snippet
from .base import FunctionRule, Invalid, Report


class UnknownTeardownScope(FunctionRule):
    code = "DK304"
    name = "unknown-teardown-scope"
    severity = Severity.ERROR
    summary = (
        "Flags a teardown scope literal that is not one of the profile's scopes (`run`, `session`)."
    )
    why = (
        "Only the profile's scopes exist. `on_teardown` and `tool_session_key` raise for any "
        "other, and a membership test on another name is always false."
    )
    example = snippet(
        AGENT,
        """
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext):
            return tool_session_key(ctx, "conversation")
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext):
            if ctx.session_id is None:
                return None
            return tool_session_key(ctx, "session")
    """,
    )
    valid = (use_instead,)
    invalid = (
        Invalid(example, message="`conversation`"),
        Invalid(
            snippet(
                AGENT,
                """
            @tool(name="t")
            def t(args, ctx: ToolExecutionContext):
                if "request" in (ctx.teardown_scopes or ()) and ctx.on_teardown:
                    ctx.on_teardown(lambda: None, scope="request", key="k")
        """,
            ),
            count=2,
        ),
    )

    def check_function(
        self, model: ModuleModel, analysis: Analysis, config: Config
    ) -> Iterator[Report]:
        known = analysis.function.profile.teardown_scopes
        if not known:
            return
        literals = [(u.scope, u.scope_node) for u in analysis.teardowns]
        literals += [(scope, node) for _, scope, node in session_keys(analysis)]
        literals += list(analysis.scope_literals)
        for scope, node in literals:
            if scope is not None and node is not None and scope not in known:
                yield report(
                    model,
                    analysis,
                    node,
                    f"`{scope}` is not a teardown scope; the scopes are {', '.join(f'`{s}`' for s in known)}",
                )
