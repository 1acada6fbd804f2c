from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("sdk")


@mcp.tool()
async def greet(name: str, ctx: Context) -> str:
    await ctx.info("greeting")
    return f"hello {name} from {ctx.client_id.upper()}"  # expect: DK201
