from devkit.adk import ToolContext


async def read_notes(tool_context: ToolContext) -> str:
    if tool_context.artifact_service is None:
        return ""
    notes = tool_context.load_artifact("notes.txt")  # expect: DK005
    return str(notes)
