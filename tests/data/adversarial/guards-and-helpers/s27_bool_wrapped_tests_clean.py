from devkit.agent import ToolExecutionContext, tool


@tool(name="whoami", description="Who is calling.")
async def whoami(args, ctx: ToolExecutionContext) -> str:
    if bool(ctx.identity is None):
        return "anonymous"
    if not bool(ctx.signal):
        return ctx.identity.principal or ""
    if not not (ctx.run_id is not None):
        return ctx.run_id.upper() + str(ctx.signal.aborted)
    return ctx.identity.tenant or ""
