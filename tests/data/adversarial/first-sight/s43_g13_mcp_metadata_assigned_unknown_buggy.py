from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> dict:
    ctx.metadata = {}
    ctx.metadata = args.meta.get("extra")
    ctx.metadata["seen"] = True  # expect: DK201
    return {}
