import os
from sys import exit as stop

from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Name the tenant.")
async def tenant(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        stop(1)
    if ctx.run_id is None:
        os._exit(2)
    return f"{ctx.identity.tenant}-{ctx.run_id.upper()}"
