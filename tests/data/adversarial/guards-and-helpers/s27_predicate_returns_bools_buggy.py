from devkit.agent import ToolExecutionContext, tool


def anonymous(ctx: ToolExecutionContext) -> bool:
    if ctx.identity is None:
        return True
    return False


def cancellable(ctx: ToolExecutionContext) -> bool:
    ok: bool = ctx.signal is not None
    return ok


@tool(name="whoami", description="Who is calling.")
async def whoami(args, ctx: ToolExecutionContext) -> str:
    if not anonymous(ctx):
        return "someone"
    if not cancellable(ctx) and ctx.signal.aborted:  # expect: DK201
        return "stopped"
    return ctx.identity.principal or ""  # expect: DK201
