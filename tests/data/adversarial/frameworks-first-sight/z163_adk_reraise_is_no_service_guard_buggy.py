import logging

from google.adk.tools import ToolContext

log = logging.getLogger(__name__)


async def recall(query: str, tool_context: ToolContext) -> list:
    try:
        found = await tool_context.search_memory(query)  # expect: DK203
    except ValueError:
        log.warning("memory search failed")
        raise
    return [m.content for m in found.memories]
