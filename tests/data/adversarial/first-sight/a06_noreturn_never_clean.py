from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
from typing_extensions import Never

class ToolError(Exception):
    pass

def fail(msg: str) -> Never:
    raise ToolError(msg)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        fail("no identity")
    return ctx.identity.tenant
