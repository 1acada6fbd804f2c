from mcp.server.fastmcp import FastMCP, Context
mcp = FastMCP('x')

@mcp.tool()
async def t(x: int, ctx: Context) -> str:
    match ctx.client_id:
        case None:
            return "anon"
        case str() as cid:
            return cid.upper()
