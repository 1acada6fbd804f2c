from devkit.agent import ToolExecutionContext, tool


@tool(name="scope", description="scope")
async def scope(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None or ctx.run_id is None:
        return "nothing"
    return (ctx.identity.tenant or "-") + ctx.run_id.upper()
