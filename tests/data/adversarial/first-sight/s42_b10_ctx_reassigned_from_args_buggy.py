from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return "anon"
    name = ctx.identity.principal or "-"
    ctx = args.parent_ctx
    return name + (ctx.identity.tenant or "")
