from devkit.adk import create_tool, ToolContext
import asyncio

def count(args, ctx: ToolContext):
    state = ctx.state
    if state is None:  # expect: DK205
        return 0
    return state.get("n", 0)
