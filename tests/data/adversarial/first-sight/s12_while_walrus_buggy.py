from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio, contextlib, functools, logging
log = logging.getLogger(__name__)

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    while (item := args.queue.get()) is not None:
        log.info('%s for %s', item, ctx.identity.tenant)  # expect: DK201
    return 'drained'
