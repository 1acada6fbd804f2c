from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Names the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str | None:
    return getattr(ctx, "identity", None).tenant  # expect: DK201
