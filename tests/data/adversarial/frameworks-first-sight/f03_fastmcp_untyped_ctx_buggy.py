from fastmcp import FastMCP

mcp = FastMCP("s")

@mcp.tool
async def hello(name: str, ctx=None) -> str:  # expect: DK004
    return name
