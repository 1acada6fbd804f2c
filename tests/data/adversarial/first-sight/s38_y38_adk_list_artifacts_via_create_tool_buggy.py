from devkit.adk import ToolContext, create_tool


async def _names(args, ctx: ToolContext) -> list[str]:
    return sorted(await ctx.list_artifacts())  # expect: DK203


names_tool = create_tool(name="names", description="List.", fn=_names)
