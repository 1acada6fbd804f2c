from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    out = []
    for item in args.items:
        if ctx.identity is None:
            continue
        out.append(ctx.identity.tenant + item)  # expect: DK201
    return out
