from devkit.mcp import ExecutionContext, tool


@tool(name="m")
async def m(args, ctx: ExecutionContext) -> str:
    return (args.tag or ctx.tool_name).lower()  # expect: DK201
