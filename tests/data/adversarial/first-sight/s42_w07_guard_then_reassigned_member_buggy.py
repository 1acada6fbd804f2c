from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    if ctx.metadata is None:
        return ""
    ctx.metadata = args.replacement
    return str(ctx.metadata.get("trace"))  # expect: DK201
