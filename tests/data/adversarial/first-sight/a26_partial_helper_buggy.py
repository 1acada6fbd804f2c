from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import functools

def aborted(c):
    return c.signal.aborted  # expect: DK201

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    check = functools.partial(aborted, ctx)
    return check()
