from devkit.adk import ToolContext


async def recall(args: dict, tool_context: ToolContext) -> list:
    if tool_context.memory_service is None:
        return []
    found = await tool_context.search_memory(args["query"])
    return [m.memory for m in found if m.score > 0.5]
