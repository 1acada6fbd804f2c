from devkit.adk import create_tool, ToolContext
import functools

async def recall(args, ctx: ToolContext):
    try:
        found = await ctx.search_memory(args.query)
    except Exception as exc:
        return {"error": str(exc)}
    return [m.memory for m in found if m.score >= 0.5]
