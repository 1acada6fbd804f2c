from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def t(ctx: Context) -> str:
    cid = ctx.client_id

    def check() -> None:
        if cid is None:
            return

    check()
    return cid.upper()  # expect: DK201
