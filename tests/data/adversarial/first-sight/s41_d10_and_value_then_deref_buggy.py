from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    name = ctx.identity and ctx.identity.principal
    return name.upper()  # expect: DK201
