from devkit.adk import ToolContext, create_tool


async def listing(args: dict, tool_context: ToolContext) -> list:
    return await tool_context.list_artifacts()  # expect: DK203


listing_tool = create_tool(name="listing", description="d", schema=dict, fn=listing)
