from devkit.adk import create_tool, ToolContext

from pydantic import BaseModel
class A(BaseModel):
    q: str
t = create_tool(name="t", description="d", schema=A, fn=lambda args, ctx: ctx.search_memory(args.q))  # expect: DK203
