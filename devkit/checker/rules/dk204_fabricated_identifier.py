from __future__ import annotations

from collections.abc import Iterator

from ...profiles import Role
from ..config import Config
from ..events import Analysis, Usage
from ..finding import Severity
from ..model import ModuleModel
from ._common import AGENT, GOOGLE_ADK, always_here, describe, member_accesses, report, snippet
from .base import FunctionRule, Invalid, Report


class FabricatedIdentifier(FunctionRule):
    code = "DK204"
    name = "fabricated-identifier"
    severity = Severity.WARNING
    summary = (
        "Flags a default substituted for an absent run or session id (`ctx.run_id or uuid4()`)."
    )
    why = (
        "An absent run id or session id is a fact: the call is not part of a run, or not "
        "bound to a conversation. Substituting a made-up id (or the other id) invents a run "
        "or session that never existed, and state keyed on it leaks or never gets cleaned "
        "up. Branch on the absence instead. A default of None (`ctx.run_id or None`) "
        "invents nothing and is not reported. Neither is a default for an id the runtime "
        "always sets where the function runs (google-adk's `function_call_id` in a tool): "
        "it is never used."
    )
    example = snippet(
        AGENT,
        """
        import uuid
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext):
            run = ctx.run_id or str(uuid.uuid4())
            return run
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext):
            if ctx.run_id is None:
                return None
            return ctx.run_id
    """,
    )
    valid = (
        use_instead,
        snippet(
            AGENT,
            """
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext):
            run = ctx.run_id or None
            session = None if not ctx.session_id else ctx.session_id
            return run, session
    """,
        ),
        snippet(
            GOOGLE_ADK,
            """
        def lookup(query: str, tool_context: ToolContext) -> dict:
            return {"call": tool_context.function_call_id or "none"}

        root_agent = Agent(name="a", model="m", tools=[lookup])
    """,
        ),
    )
    invalid = (
        Invalid(example, message="`ctx.run_id`"),
        Invalid(
            snippet(
                AGENT,
                """
            @tool(name="t")
            def t(args, ctx: ToolExecutionContext):
                a = ctx.session_id or ctx.run_id
                b = ctx.session_id if ctx.session_id else "anonymous"
                c = "anonymous" if not ctx.session_id else ctx.session_id
                return a, b, c
        """,
            ),
            count=3,
        ),
        Invalid(
            snippet(
                AGENT,
                """
            @tool(name="t")
            def t(args, ctx: ToolExecutionContext):
                session = ctx.session_id
                if session is None:
                    session = "anonymous"
                return session
        """,
            ),
            message="`session` (alias of `ctx.session_id`)",
        ),
        Invalid(
            snippet(
                AGENT,
                """
            @tool(name="t")
            def t(args, ctx: ToolExecutionContext):
                if ctx.run_id is not None:
                    run = ctx.run_id
                else:
                    run = "local"
                return run
        """,
            ),
            message="`ctx.run_id`",
        ),
        Invalid(
            snippet(
                GOOGLE_ADK,
                """
            def after(callback_context: ToolContext) -> None:
                print(callback_context.function_call_id or "none")

            root_agent = Agent(name="a", model="m", after_agent_callback=after)
        """,
            ),
            message="`callback_context.function_call_id`",
        ),
    )

    def check_function(
        self, model: ModuleModel, analysis: Analysis, config: Config
    ) -> Iterator[Report]:
        for access in member_accesses(analysis):
            f = access.field
            if f is None or not f.has_role(Role.IDENTIFIER):
                continue
            if access.usage not in (Usage.OR_DEFAULT, Usage.FABRICATE):
                continue
            if always_here(model, analysis, f.name):
                continue  # set wherever this function runs: the default is dead code
            yield report(
                model,
                analysis,
                access.node,
                f"{describe(access, analysis)} is absent for a reason; a default invents an id that never "
                f"existed: branch on `is None` instead",
            )
