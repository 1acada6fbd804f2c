from pydantic import BaseModel

from devkit.adk import create_tool


class Args(BaseModel):
    q: str


search = create_tool(
    name="search",
    description="d",
    schema=Args,
    fn=lambda args, tool_context: tool_context.function_call_id.upper(),  # expect: DK201
)
