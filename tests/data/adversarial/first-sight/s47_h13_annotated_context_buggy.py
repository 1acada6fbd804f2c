from typing import Annotated

from devkit.agent import ToolExecutionContext, tool


@tool(name="who", description="Names the caller.")
def who(args, ctx: Annotated[ToolExecutionContext, "injected"]) -> str:
    return ctx.identity.tenant or "none"  # expect: DK201
