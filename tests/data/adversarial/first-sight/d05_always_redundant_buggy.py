from devkit.adk import create_tool, ToolContext

async def who(args, ctx: ToolContext):
    if ctx.session is None:  # expect: DK205
        return None
    return ctx.session.id
