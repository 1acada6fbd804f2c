from google.adk.tools import ToolContext


async def _save(ctx: ToolContext, name: str, data: bytes) -> bool:
    try:
        await ctx.save_artifact(name, data)
    except ValueError:
        return False
    return True


async def export(name: str, tool_context: ToolContext) -> dict:
    ok = await _save(tool_context, name, b"payload")
    return {"saved": ok}
