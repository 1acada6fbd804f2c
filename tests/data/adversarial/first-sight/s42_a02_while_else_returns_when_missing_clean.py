from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    tries = 0
    while tries < 3:
        tries += 1
        if ctx.identity is not None:
            break
    else:
        return "nobody"
    return ctx.identity.principal or "anon"
