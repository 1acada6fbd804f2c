from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def client(ctx: Context) -> str:
    cid = ctx.client_id
    if not isinstance(cid, str):
        return "anonymous"
    return cid.upper()
