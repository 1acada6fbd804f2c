from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if args.mode == "fast":
        pass
    elif ctx.identity is None:
        raise PermissionError("x")
    else:
        return ctx.identity.tenant
    return "fast"
