from devkit.adk import create_tool, ToolContext

async def trace(args, ctx: ToolContext):
    return ctx.function_call_id.split("-")[0]  # expect: DK201
