import asyncio
from fastmcp import FastMCP, Context
mcp = FastMCP('x')

@mcp.tool
async def t(x: int, ctx: Context) -> str:
    print(ctx.read_resource("r://x"))  # expect: DK005
    return ""
