from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, *, ctx: ToolExecutionContext) -> str:
    return ctx.identity.tenant or ""  # expect: DK201
