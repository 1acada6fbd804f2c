from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio, contextlib, functools, logging
log = logging.getLogger(__name__)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    out = []
    for group in args.groups:
        for item in group:
            if ctx.run_id is None:
                continue
            out.append(ctx.run_id + item)
    return out
