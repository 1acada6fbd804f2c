from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio, contextlib, functools, logging
log = logging.getLogger(__name__)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    match (ctx.identity, ctx.run_id):
        case (MemoryIdentity() as ident, str() as run):
            return ident.tenant, run.upper()
        case _:
            return None
