import asyncio

from devkit.adk import ToolContext, create_tool


async def recall(args, tool_context: ToolContext) -> list:
    return await asyncio.gather(*(tool_context.search_memory(q) for q in args.queries))  # expect: DK203


tool = create_tool(name="recall", description="d", schema=None, fn=recall)
