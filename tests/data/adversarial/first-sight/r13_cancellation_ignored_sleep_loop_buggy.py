import time

from devkit.agent import ToolExecutionContext, tool


@tool(name="poll", description="d")
def poll(args: dict, ctx: ToolExecutionContext) -> int:
    tries = 0
    while tries < 10:  # expect: DK501
        time.sleep(1)
        tries += 1
    return tries
