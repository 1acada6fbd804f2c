from __future__ import annotations

from collections.abc import Iterator

from ..config import Config
from ..events import Analysis
from ..finding import Severity
from ..model import ModuleModel
from ._common import AGENT, report, snippet
from .base import FunctionRule, Invalid, Report


class TeardownKeyScopeMismatch(FunctionRule):
    code = "DK302"
    name = "teardown-key-scope-mismatch"
    severity = Severity.ERROR
    summary = "Flags a cleanup registered under one scope with a key built for another."
    why = (
        '`tool_session_key(ctx, "run")` names state that lives for one run. Registering its '
        'cleanup under `scope="session"` keeps it alive across runs (a leak), and the '
        "reverse tears down a session's state after every run."
    )
    example = snippet(
        AGENT,
        """
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext):
            key = tool_session_key(ctx, "run")
            if "session" in (ctx.teardown_scopes or ()) and ctx.on_teardown:
                ctx.on_teardown(lambda: None, scope="session", key=key)
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext):
            key = tool_session_key(ctx, "session")
            if "session" in (ctx.teardown_scopes or ()) and ctx.on_teardown:
                ctx.on_teardown(lambda: None, scope="session", key=key)
    """,
    )
    valid = (use_instead,)
    invalid = (Invalid(example, message="key built for scope `run`"),)

    def check_function(
        self, model: ModuleModel, analysis: Analysis, config: Config
    ) -> Iterator[Report]:
        for use in analysis.teardowns:
            if use.scope and use.key_scope and use.scope != use.key_scope:
                yield report(
                    model,
                    analysis,
                    use.scope_node or use.node,
                    f"cleanup registered under scope `{use.scope}` with a key built for scope "
                    f'`{use.key_scope}`; use `tool_session_key(ctx, "{use.scope}")`',
                )
