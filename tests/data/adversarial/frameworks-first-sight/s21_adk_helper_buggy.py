from google.adk.tools import ToolContext


async def _save(ctx: ToolContext, name: str, data: bytes) -> None:
    await ctx.save_artifact(name, data)  # expect: DK203


async def export(name: str, tool_context: ToolContext) -> dict:
    await _save(tool_context, name, b"payload")
    return {"saved": name}
