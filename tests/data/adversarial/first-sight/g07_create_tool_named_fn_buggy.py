from devkit.adk import create_tool, ToolContext
import functools

async def listing(args, ctx: ToolContext):
    names = await ctx.list_artifacts()  # expect: DK203
    return sorted(names)

files = create_tool(name="files", description="list", schema=None, fn=listing)
