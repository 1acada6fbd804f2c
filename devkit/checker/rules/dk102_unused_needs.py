from __future__ import annotations

from collections.abc import Iterator

from ...profiles import PresenceKind
from ..config import Config
from ..discovery import ToolInfo
from ..finding import Severity
from ..model import ModuleModel
from ._common import AGENT, snippet
from .base import Invalid, Report, ToolRule

DECLARATION = "needs"


class UnusedNeeds(ToolRule):
    code = "DK102"
    name = "unused-needs"
    severity = Severity.WARNING
    summary = "Flags a tool that declares `needs` but never reads the credential they resolve to."
    why = (
        "Each declared need makes the runtime resolve a credential before the call, and a "
        "missing credential is reported as a failure to the caller. A need the tool never "
        "reads costs a lookup, widens what the tool may touch, and misleads reviewers."
    )
    example = snippet(
        AGENT,
        """
        @tool(name="ping", needs=[Need("github")])
        def ping(args, ctx: ToolExecutionContext):
            return "pong"
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        @tool(name="ping")
        def ping(args, ctx: ToolExecutionContext):
            return "pong"
    """,
    )
    valid = (
        use_instead,
        snippet(
            AGENT,
            """
            def _name(ctx):
                return ctx.credential.name if ctx.credential else None
            @tool(name="ping", needs=[Need("github")])
            def ping(args, ctx: ToolExecutionContext):
                return _name(ctx)
        """,
        ),
    )
    invalid = (Invalid(example, message="never reads"),)

    def check_tool(self, model: ModuleModel, tool: ToolInfo, config: Config) -> Iterator[Report]:
        if tool.declares(DECLARATION) is not True:
            return
        reads = any(
            a.field is not None
            and a.field.presence.kind is PresenceKind.DECLARED
            and a.field.presence.declaration == DECLARATION
            for analysis in model.analyses_of(tool)
            for a in analysis.accesses
        )
        if not reads:
            fields = ", ".join(
                f"`ctx.{f.name}`" for f in tool.profile.fields_declared_by(DECLARATION)
            )
            node = tool.declarations[DECLARATION].node or tool.report_node
            yield Report(
                node=node,
                message=f"tool `{tool.name}` declares `needs` but never reads {fields}: remove the need or use it",
                function=tool.entry,
                tool=tool,
            )
