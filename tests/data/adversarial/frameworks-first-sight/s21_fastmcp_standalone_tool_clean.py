from fastmcp import Context, FastMCP
from fastmcp.tools import tool


@tool(name="hello", description="Say hello.")
async def hello(name: str, ctx: Context) -> str:
    await ctx.info(f"hello {name}")
    return f"hello {name}"


mcp = FastMCP("standalone")
mcp.add_tool(hello)
