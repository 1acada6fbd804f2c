from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Name the tenant.")
async def tenant(args, ctx: ToolExecutionContext) -> str:
    return getattr(ctx, "identity", None).tenant  # expect: DK201
