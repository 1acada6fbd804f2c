from devkit.agent import ToolExecutionContext, tool


@tool(name="whoami", description="Who is calling.")
async def whoami(args, ctx: ToolExecutionContext) -> str:
    if bool(ctx.identity is not None):
        return "known"
    if not not ctx.run_id:
        return ctx.run_id.upper()
    return ctx.identity.principal or ""  # expect: DK201
