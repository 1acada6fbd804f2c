from functools import partial

from devkit.adk import ToolContext


async def keep(names: list, tool_context: ToolContext) -> int:
    save = partial(tool_context.save_artifact, "latest")
    version = await save(b"data")  # expect: DK203
    return version
