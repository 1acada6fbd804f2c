from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio, contextlib, functools, logging
log = logging.getLogger(__name__)

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    ident = ctx.identity
    if ident is None:
        return None
    out = []
    for item in args.items:
        out.append(ident.tenant + item)  # expect: DK201
        ident = item.owner if item.owner else ctx.identity
    return out
