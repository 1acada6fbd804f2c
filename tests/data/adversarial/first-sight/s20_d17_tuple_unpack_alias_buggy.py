from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    run, ident = ctx.run_id, ctx.identity
    if run is None:
        return ""
    return run + (ident.tenant or "")  # expect: DK201
