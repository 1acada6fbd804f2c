from devkit.agent import ToolExecutionContext, tool


@tool(name="who", description="Says who calls.")
def who(args, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case None:
            return "anonymous"
        case _:
            pass
    return ctx.identity.tenant or "none"
