from devkit.mcp import tool, use_guards, ExecutionContext, emit_event
import asyncio

class Guard:
    def can_activate(self, ctx):
        return True

@tool(name="t")
async def t(args, ctx: ExecutionContext):
    ctx.disable_tools(["dangerous"])  # expect: DK201
    return "ok"
