from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            raise LookupError("no identity")
        name = ctx.identity.principal
    except LookupError:
        return "anonymous"
    return f"{name or 'someone'} in {ctx.identity.conversation or '-'}"
