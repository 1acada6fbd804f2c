from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    ident = ctx.identity
    if ident is None:
        return None
    try:
        ident = args.lookup()
    finally:
        pass
    ident = ctx.identity
    return ident.tenant
