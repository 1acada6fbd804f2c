from devkit.agent import ToolExecutionContext, tool


def has_identity(ctx: ToolExecutionContext) -> bool:
    """True when the host said who is calling."""
    if ctx.identity is None:
        return False
    return True


def no_run(ctx: ToolExecutionContext) -> bool:
    if ctx.run_id: return False
    return True


def can_stop(ctx: ToolExecutionContext) -> bool:
    return True if ctx.signal is not None else False


def has_session(ctx: ToolExecutionContext) -> bool:
    present = ctx.session_id is not None
    return present


@tool(name="whoami", description="Who is calling, in which run.")
async def whoami(args, ctx: ToolExecutionContext) -> str:
    if not has_identity(ctx) or no_run(ctx):
        return "unknown"
    if can_stop(ctx) and ctx.signal.aborted:
        return "stopped"
    if has_session(ctx):
        return ctx.session_id.upper()
    return f"{ctx.identity.principal} in {ctx.run_id.upper()}"
