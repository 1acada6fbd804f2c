from pydantic import BaseModel

from devkit.adk import ToolContext, create_tool


class Q(BaseModel):
    query: str = ""


tool_a = create_tool(name="a", schema=Q, fn=lambda args, ctx: ctx.memory_service.search(args.query))  # expect: DK201
