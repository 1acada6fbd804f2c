from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    for _ in range(3):
        if ctx.identity is not None:
            break
    else:
        return "anonymous"
    return ctx.identity.principal or "?"
