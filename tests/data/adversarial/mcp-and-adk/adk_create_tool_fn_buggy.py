from devkit.adk import create_tool, ToolContext

from pydantic import BaseModel
class Q(BaseModel):
    name: str
async def load(args: Q, ctx: ToolContext):
    return await ctx.load_artifact(args.name)  # expect: DK203
t = create_tool(name="load", description="d", schema=Q, fn=load)
