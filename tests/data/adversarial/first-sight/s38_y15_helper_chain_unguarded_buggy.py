from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


def _tenant(ctx: ToolExecutionContext) -> str:
    return ctx.identity.tenant  # expect: DK201


def _label(ctx: ToolExecutionContext) -> str:
    return "tenant:" + _tenant(ctx)  # expect: DK201


def _describe(ctx: ToolExecutionContext) -> str:
    return _label(ctx).upper()


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.signal is None:
        return "anonymous"
    return _describe(ctx)
