from devkit.agent import ToolExecutionContext, tool


@tool(name="whoami", description="Says who calls.")
def whoami(args, ctx: ToolExecutionContext) -> str:
    match (ctx.identity, args.verbose):
        case (None, _):
            return "anonymous"
        case (ident, True):
            return f"{ident.tenant}/{ident.principal}"
        case (ident, _):
            return ident.tenant
