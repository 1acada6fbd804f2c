from pydantic import BaseModel

from devkit.adk import ToolContext, create_tool


class Q(BaseModel):
    query: str = ""


async def _files(args: Q, ctx: ToolContext) -> list:
    if ctx.artifact_service is None or not args.query:
        return []
    names = await ctx.list_artifacts()
    return [n for n in names if args.query in n]


files = create_tool(name="files", schema=Q, fn=_files)
