from devkit.adk import create_tool, ToolContext

from pydantic import BaseModel
class Q(BaseModel):
    q: str
search = create_tool(name="s", description="d", schema=Q,
    fn=lambda args, ctx: ctx.memory_service.search(args.q) if ctx.memory_service else [])
