from devkit.adk import create_tool


def _make():
    return create_tool(name="later", description="d", fn=handler)


async def handler(args, ctx):
    return await ctx.load_artifact("x")  # expect: DK203


tool_instance = _make()
