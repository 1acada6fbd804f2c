from devkit.adk import create_tool, ToolContext

from pydantic import BaseModel
class A(BaseModel):
    v: int
t = create_tool(name="t", description="d", schema=A, fn=lambda args, ctx: ctx.state.get("x"))
