from devkit.agent import ToolExecutionContext, tool


def _tenant(c: ToolExecutionContext) -> str:
    return c.identity.tenant or ""  # expect: DK201


@tool(name="safe", description="safe")
def safe(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return ""
    return _tenant(ctx)


@tool(name="unsafe", description="unsafe")
def unsafe(args: dict, ctx: ToolExecutionContext) -> str:
    return _tenant(ctx)
