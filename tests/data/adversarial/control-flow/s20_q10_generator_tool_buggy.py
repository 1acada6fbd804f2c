from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext):
    for i in range(3):
        yield f"{i}:{ctx.identity.tenant}"  # expect: DK201
