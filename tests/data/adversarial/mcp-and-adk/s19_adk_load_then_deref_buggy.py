from pydantic import BaseModel

from devkit.adk import ToolContext, create_tool


class Q(BaseModel):
    query: str = ""


async def _read(args: Q, ctx: ToolContext) -> str:
    if ctx.artifact_service is None:
        return ""
    data = await ctx.load_artifact(args.query)
    return data.decode()  # expect: DK201


read = create_tool(name="read", schema=Q, fn=_read)
