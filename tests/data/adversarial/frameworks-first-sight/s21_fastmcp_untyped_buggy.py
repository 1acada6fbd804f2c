from fastmcp import FastMCP

mcp = FastMCP("untyped")


@mcp.tool
async def hello(name: str, ctx=None) -> str:  # expect: DK004
    return f"hello {name}"
