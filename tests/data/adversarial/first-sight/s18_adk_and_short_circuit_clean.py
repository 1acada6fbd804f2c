from devkit.adk import create_tool, ToolContext


async def read(args, ctx: ToolContext) -> dict:
    part = ctx.artifact_service and await ctx.load_artifact("x")
    return {"part": str(part)}


t = create_tool(name="read", fn=read)
