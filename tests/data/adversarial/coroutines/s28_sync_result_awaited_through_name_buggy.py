from devkit.agent import ToolExecutionContext, tool


@tool(name="inventory")
async def inventory(args, ctx: ToolExecutionContext):
    if not ctx.has_artifacts:
        return []
    listing = ctx.artifacts.list()  # expect: DK005
    return await listing
