from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    match ctx.metadata:
        case {"trace": str() as trace}:
            return trace
        case _:
            return ctx.request_id
