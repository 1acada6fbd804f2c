from fastmcp import FastMCP

mcp = FastMCP("x")


def greet(name: str, ctx=None) -> str:  # expect: DK004
    return name


mcp.tool(greet)
