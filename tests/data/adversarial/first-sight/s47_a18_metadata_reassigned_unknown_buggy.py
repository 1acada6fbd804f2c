from devkit.mcp import ExecutionContext, tool


@tool(name="tag")
async def tag(args, ctx: ExecutionContext) -> dict:
    if ctx.metadata is not None:
        ctx.metadata = args.replacement
        ctx.metadata["tagged"] = True  # expect: DK201
    return {}
