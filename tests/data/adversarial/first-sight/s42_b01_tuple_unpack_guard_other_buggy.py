from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    ident, run = ctx.identity, ctx.run_id
    if run is None:
        return ""
    return ident.principal or run  # expect: DK201
