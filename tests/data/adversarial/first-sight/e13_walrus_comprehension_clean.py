from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return [x for x in args.items if (ident := ctx.identity) is not None and ident.tenant == x]
