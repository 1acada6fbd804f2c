from __future__ import annotations

from collections.abc import Iterator

from ...profiles import Role
from ..config import Config
from ..discovery import ToolInfo
from ..finding import Severity
from ..model import ModuleModel
from ._common import AGENT, MCP, snippet
from .base import Invalid, Report, ToolRule


class CancellationIgnored(ToolRule):
    code = "DK501"
    name = "cancellation-ignored"
    severity = Severity.INFO
    summary = "Flags a waiting loop (with `await` or a sleep) in a tool that never reads its abort signal."
    why = (
        "When the caller cancels, the runtime fires the signal and moves on. A tool that "
        "loops over awaits without looking at the signal keeps working, holding "
        "connections and spending quota for a result nobody will read."
    )
    example = snippet(
        AGENT,
        """
        import asyncio
        @tool(name="poll")
        async def poll(args, ctx: ToolExecutionContext):
            while True:
                await asyncio.sleep(1)
    """,
    )
    use_instead = snippet(
        AGENT,
        """
        import asyncio
        @tool(name="poll")
        async def poll(args, ctx: ToolExecutionContext):
            while ctx.signal is None or not ctx.signal.aborted:
                await asyncio.sleep(1)
    """,
    )
    valid = (
        use_instead,
        snippet(
            AGENT,
            """
            @tool(name="count")
            async def count(args, ctx: ToolExecutionContext):
                return [i for i in range(10)]
        """,
        ),
    )
    invalid = (
        Invalid(example, message="never reads"),
        Invalid(
            snippet(
                MCP,
                """
            import time
            @tool(name="poll")
            def poll(input, ctx: ExecutionContext):
                for _ in range(10):
                    for _ in range(10):
                        time.sleep(1)
        """,
            ),
            message="`ctx.abort_signal`",
        ),
    )

    def check_tool(self, model: ModuleModel, tool: ToolInfo, config: Config) -> Iterator[Report]:
        signals = tool.profile.fields_with(Role.CANCELLATION)
        if not signals:
            return
        names = {f.name for f in signals}
        analyses = model.analyses_of(tool)
        if any(a.attr in names for analysis in analyses for a in analysis.accesses):
            return
        shown = " or ".join(f"`ctx.{n}`" for n in sorted(names))
        for analysis in analyses:
            for loop in analysis.waiting_loops:
                yield Report(
                    node=loop,
                    message=f"this loop waits, but tool `{tool.name}` never reads {shown}; "
                    f"stop when it is aborted",
                    function=analysis.function,
                    tool=tool,
                )
