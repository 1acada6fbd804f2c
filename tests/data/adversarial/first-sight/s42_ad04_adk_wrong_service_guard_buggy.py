from devkit.adk import ToolContext, create_tool


async def files(args, ctx: ToolContext) -> list:
    if ctx.memory_service is None:
        return []
    return await ctx.list_artifacts()  # expect: DK203


tool = create_tool(name="files", schema=None, fn=files)
