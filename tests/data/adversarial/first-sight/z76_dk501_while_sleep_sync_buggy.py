import time

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    n = 0
    while n < args.limit:  # expect: DK501
        time.sleep(1)
        n += 1
    return n
