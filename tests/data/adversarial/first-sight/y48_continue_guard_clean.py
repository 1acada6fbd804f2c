from devkit.agent import ToolExecutionContext, tool


@tool(name="scan", description="Scan.")
async def scan(args, ctx: ToolExecutionContext) -> int:
    seen = 0
    for _item in range(5):
        if ctx.signal is None:
            continue
        if ctx.signal.aborted:
            break
        seen += 1
    return seen
