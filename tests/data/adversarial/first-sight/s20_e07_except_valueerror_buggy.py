from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    try:
        return ctx.identity.principal or ""  # expect: DK201
    except ValueError:
        return ""
