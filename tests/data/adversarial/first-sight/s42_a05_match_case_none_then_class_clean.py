from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case None:
            return "anonymous"
        case ident:
            return (ident.tenant or "default").upper()
