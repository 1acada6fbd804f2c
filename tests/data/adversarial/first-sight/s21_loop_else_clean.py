from devkit.agent import ToolExecutionContext, tool


@tool(name="t")
def t(args, ctx: ToolExecutionContext) -> str:
    for _ in range(3):
        if ctx.identity is not None:
            break
    else:
        return ""
    return ctx.identity.principal or ""
