from devkit.agent import ToolExecutionContext, tool


@tool(name="t")
def t(args, ctx: ToolExecutionContext) -> list:
    rows = [(ident := ctx.identity) for _ in range(2)]
    return [ident.tenant, rows]  # expect: DK201
