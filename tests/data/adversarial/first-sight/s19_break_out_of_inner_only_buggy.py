from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio, contextlib, functools, logging
log = logging.getLogger(__name__)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    for group in args.groups:
        for item in group:
            if ctx.run_id is None:
                break
        print(ctx.run_id.upper())  # expect: DK201
    return None
