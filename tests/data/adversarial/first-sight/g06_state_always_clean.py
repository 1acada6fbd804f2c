from devkit.adk import create_tool, ToolContext
import functools

async def count(args, ctx: ToolContext):
    n = ctx.state.get("n", 0) + 1
    ctx.state["n"] = n
    ctx.actions.state_delta["n"] = n
    return n
