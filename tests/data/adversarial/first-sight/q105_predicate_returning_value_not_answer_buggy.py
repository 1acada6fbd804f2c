from devkit.agent import ToolExecutionContext, tool


def label(ctx: ToolExecutionContext) -> str | None:
    if ctx.identity is None:
        return None
    return "known"


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    if label(ctx) is None:
        return "anonymous"
    return ctx.signal.reason  # expect: DK201
