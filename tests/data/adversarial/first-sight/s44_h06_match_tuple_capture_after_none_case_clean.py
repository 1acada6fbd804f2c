from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    match (ctx.identity, args.mode):
        case (None, _):
            return "anonymous"
        case (ident, "tenant"):
            return ident.tenant
        case (ident, _):
            return ident.principal
