from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    first, *rest = (ctx.identity, 1, 2)
    return f"{first.tenant}:{len(rest)}"  # expect: DK201
