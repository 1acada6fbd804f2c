from fastmcp import FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def hello(name: str, ctx=None) -> str:  # expect: DK004
    return name
