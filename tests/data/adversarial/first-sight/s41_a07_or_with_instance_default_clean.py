from devkit.agent import ToolExecutionContext, tool


class _Anonymous:
    tenant = "public"


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return (ctx.identity or _Anonymous()).tenant
