from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if 0 < args.count < 10 and ctx.identity is not None:
        return ctx.identity.principal or "-"
    return ""
