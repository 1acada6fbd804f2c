from typing import Any

from devkit.agent import ToolExecutionContext, tool


@tool(name="lookup", description="Looks a run up.")
def lookup(args, ctx: ToolExecutionContext, known: list[Any] | None = None):
    if ctx.run_id in (known or []):
        return ctx.run_id.upper()  # expect: DK201
    return None
