from devkit.adk import create_tool


def build(prefix: str):
    async def handler(args, ctx):
        return await ctx.load_artifact(prefix)  # expect: DK203

    return create_tool(name=f"{prefix}_load", description="load", fn=handler)
