from devkit.agent import ToolExecutionContext, tool


@tool(name="t")
def t(args, ctx: ToolExecutionContext) -> str:
    run, ident = ctx.run_id, ctx.identity
    if run is None or ident is None:
        return ""
    return run.upper() + (ident.tenant or "")
