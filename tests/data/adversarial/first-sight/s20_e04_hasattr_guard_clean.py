from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    return ctx.identity.tenant if hasattr(ctx.identity, "tenant") else ""
