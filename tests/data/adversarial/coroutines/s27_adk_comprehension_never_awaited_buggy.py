from devkit.adk import ToolContext, create_tool


async def archive(names: list[str], tool_context: ToolContext) -> str:
    if tool_context.artifact_service is None:
        return "no artifact service"
    saved = {n: tool_context.save_artifact(n, b"") for n in names}  # expect: DK005
    return ", ".join(sorted(saved))


archive_tool = create_tool(name="archive", schema=None, fn=archive)
