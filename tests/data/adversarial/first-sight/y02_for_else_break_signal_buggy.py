from devkit.agent import ToolExecutionContext, tool


@tool(name="wait_signal", description="Poll until the run has a signal.")
async def wait_signal(args, ctx: ToolExecutionContext) -> bool:
    for _attempt in range(3):
        if ctx.signal is not None:
            break
    else:
        print("gave up waiting")
    return ctx.signal.aborted  # expect: DK201
