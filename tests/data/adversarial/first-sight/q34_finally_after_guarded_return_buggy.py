from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            return "anonymous"
        return "known"
    finally:
        print(ctx.identity.tenant)  # expect: DK201
