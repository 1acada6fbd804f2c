import functools

from devkit.adk import ToolContext


async def save(args: dict, tool_context: ToolContext) -> str:
    store = functools.partial(tool_context.save_artifact, "report.txt")
    await store(b"data")  # expect: DK203
    return "saved"
