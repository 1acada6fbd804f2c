import asyncio

from devkit.adk import ToolContext, create_tool


async def archive(names: list[str], tool_context: ToolContext) -> int:
    if tool_context.artifact_service is None:
        return 0
    pending = [tool_context.save_artifact(n, b"") for n in names]
    await asyncio.gather(*pending)
    later = [tool_context.save_artifact(n + ".bak", b"") for n in names]
    for job in later:
        await job
    return len(names)


archive_tool = create_tool(name="archive", schema=None, fn=archive)
