from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if not (ctx.identity is None or ctx.run_id is None):
        return str(ctx.identity.tenant) + ctx.run_id.upper()
    return ""
