from devkit.agent import ToolExecutionContext, tool

CURRENT = None


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    global CURRENT
    CURRENT = ctx.identity
    return CURRENT.tenant or ""  # expect: DK201
