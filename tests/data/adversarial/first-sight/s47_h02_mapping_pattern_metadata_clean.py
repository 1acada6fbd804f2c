from devkit.mcp import ExecutionContext, tool


@tool(name="trace")
async def trace(args, ctx: ExecutionContext) -> str:
    match ctx.metadata:
        case {"trace": str() as trace_id}:
            return trace_id + str(len(ctx.metadata))
        case _:
            return "untraced"
