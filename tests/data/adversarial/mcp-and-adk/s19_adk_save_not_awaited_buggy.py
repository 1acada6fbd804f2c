from pydantic import BaseModel

from devkit.adk import ToolContext, create_tool


class Q(BaseModel):
    query: str = ""


async def _save(args: Q, ctx: ToolContext) -> str:
    if ctx.artifact_service is not None:
        ctx.save_artifact("q.txt", args.query.encode())  # expect: DK005
    return "ok"


save = create_tool(name="save", schema=Q, fn=_save)
