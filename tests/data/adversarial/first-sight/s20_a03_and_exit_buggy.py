from devkit.agent import ToolExecutionContext, tool


@tool(name="scope", description="scope")
async def scope(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None and ctx.run_id is None:
        return "nothing"
    return ctx.identity.tenant + (ctx.run_id or "")  # expect: DK201, DK204
