from devkit.adk import create_tool, ToolContext

async def recall(q: str, tool_context: ToolContext):
    svc = tool_context.memory_service
    return await svc.search_memory(app_name="a", user_id="u", query=q)  # expect: DK201
