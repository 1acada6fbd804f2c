from devkit.agent import ToolExecutionContext, tool


@tool(name="ids", description="Ids.")
async def ids(args, ctx: ToolExecutionContext) -> str:
    match ctx.session_id:
        case str():
            return ctx.session_id.upper()
        case _:
            return "none"
