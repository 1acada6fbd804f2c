from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    try:
        if ctx.identity is None:
            sys.exit(1)
    except SystemExit:
        pass
    return ctx.identity.tenant  # expect: DK201
