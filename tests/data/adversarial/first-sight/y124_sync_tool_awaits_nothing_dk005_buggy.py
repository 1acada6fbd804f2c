from devkit.adk import ToolContext


def save(text: str, tool_context: ToolContext) -> str:
    if tool_context.artifact_service is None:
        return "no"
    tool_context.save_artifact("notes.txt", text)  # expect: DK005
    return "saved"
