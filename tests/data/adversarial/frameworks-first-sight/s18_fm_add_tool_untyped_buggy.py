from fastmcp import FastMCP
from fastmcp.tools import Tool

mcp = FastMCP("x")


def greet(name: str, ctx=None) -> str:  # expect: DK004
    return name


mcp.add_tool(Tool.from_function(greet))
