import time

from devkit.agent import ToolExecutionContext, tool


@tool(name="poll", description="poll")
def poll(args: dict, ctx: ToolExecutionContext) -> int:
    n = 0
    while n < 5:  # expect: DK501
        time.sleep(1)
        n += 1
    return n
