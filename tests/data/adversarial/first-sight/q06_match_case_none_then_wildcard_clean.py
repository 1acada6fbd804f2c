from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case None:
            return "anonymous"
        case _:
            return ctx.identity.tenant
