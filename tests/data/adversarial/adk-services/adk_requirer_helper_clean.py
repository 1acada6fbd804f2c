from devkit.adk import create_tool, ToolContext

def need_memory(tc):
    if tc.memory_service is None:
        raise RuntimeError("configure memory")

async def f(q: str, tool_context: ToolContext):
    need_memory(tool_context)
    return await tool_context.search_memory(q)
