from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    attempts = 0
    while True:
        attempts += 1
        if ctx.identity is not None:
            break
        if attempts > 3:
            return "none"
    return ctx.identity.tenant
