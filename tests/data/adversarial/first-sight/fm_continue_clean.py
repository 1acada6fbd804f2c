from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def t(uris: list[str], ctx: Context) -> list[str]:
    out = []
    for u in uris:
        rc = ctx.request_context
        if rc is None:
            continue
        out.append(str(rc.request_id))
    return out
