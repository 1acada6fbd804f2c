from devkit.adk import create_tool, ToolContext
import functools
CACHE = {}

async def remember(args, ctx: ToolContext):
    CACHE[ctx.session.id] = args.value
    return "ok"
