from devkit.adk import create_tool, ToolContext

async def f(names: list[str], tool_context: ToolContext):
    out = []
    for n in names:
        if tool_context.artifact_service is None:
            break
        out.append(await tool_context.load_artifact(n))
    return out
