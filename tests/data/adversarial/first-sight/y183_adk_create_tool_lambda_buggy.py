from pydantic import BaseModel

from devkit.adk import create_tool


class Args(BaseModel):
    query: str


search = create_tool(
    name="search",
    description="d",
    schema=Args,
    fn=lambda args, tool_context: tool_context.memory_service.search(args.query),  # expect: DK201
)
