from devkit.agent import ToolExecutionContext, tool


@tool(name="collect", description="Collects the stream.")
async def collect(args, ctx: ToolExecutionContext) -> list:
    out = []
    async for chunk in args.stream():  # expect: DK501
        out.append(chunk)
    return out
