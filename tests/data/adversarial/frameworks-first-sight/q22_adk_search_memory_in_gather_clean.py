import asyncio

from google.adk.tools import ToolContext


async def recall(query: str, tool_context: ToolContext) -> list:
    try:
        first, second = await asyncio.gather(
            tool_context.search_memory(query),
            tool_context.search_memory(query.lower()),
        )
    except ValueError:
        return []
    return [*first.memories, *second.memories]
