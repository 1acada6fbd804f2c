from devkit.adk import create_tool, ToolContext


async def files(args, ctx: ToolContext) -> list:
    if ctx.artifact_service is None:
        return []
    return await ctx.list_artifacts()


t = create_tool(name="files", fn=files)
