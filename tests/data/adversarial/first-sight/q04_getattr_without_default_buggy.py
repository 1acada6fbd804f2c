from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    plain = getattr(ctx.identity, "tenant", "none")
    strict = getattr(ctx.identity, "principal")  # expect: DK201
    return f"{plain}/{strict}"
