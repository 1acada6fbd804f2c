from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    ident, rid = ctx.identity, ctx.run_id
    if ident is None:
        return ""
    return str(ident.tenant) + rid.upper()  # expect: DK201
