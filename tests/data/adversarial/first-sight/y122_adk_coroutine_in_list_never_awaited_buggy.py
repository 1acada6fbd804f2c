from devkit.adk import ToolContext


async def notes(tool_context: ToolContext) -> int:
    if tool_context.artifact_service is None:
        return 0
    loads = [tool_context.load_artifact(n) for n in ("a", "b")]  # expect: DK005
    return len(loads)
