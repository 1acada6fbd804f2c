from devkit.agent import ToolExecutionContext, tool


def ready(ctx: ToolExecutionContext) -> bool:
    if ctx.identity is None:
        return False
    if ctx.signal is None:
        return False
    return True


@tool(name="tenant", description="d")
async def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    if not ready(ctx):
        return "not ready"
    return f"{ctx.identity.tenant}:{ctx.signal.aborted}"
