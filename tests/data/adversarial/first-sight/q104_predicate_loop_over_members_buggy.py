from devkit.agent import ToolExecutionContext, tool


def ready(ctx: ToolExecutionContext) -> bool:
    for _ in range(2):
        if ctx.identity is not None:
            return True
    return False


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    if ready(ctx):
        return f"{ctx.identity.tenant}:{ctx.signal.aborted}"  # expect: DK201
    return "anonymous"
