from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return ""
    who = (args.identity or ctx.identity).principal
    owner = args.flag and ctx.identity
    return (who or "") + ((owner and owner.tenant) or "")
