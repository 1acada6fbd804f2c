from fastmcp import FastMCP
from fastmcp.tools import tool


@tool
async def hello(name: str, ctx=None) -> str:  # expect: DK004
    return f"hello {name}"


mcp = FastMCP("standalone")
mcp.add_tool(hello)
