from pydantic import BaseModel

from devkit.adk import ToolContext, create_tool


class Q(BaseModel):
    query: str = ""


async def _list(ctx: ToolContext) -> list:
    return await ctx.list_artifacts()  # expect: DK203


async def _files(args: Q, ctx: ToolContext) -> list:
    return await _list(ctx)


files = create_tool(name="files", schema=Q, fn=_files)
