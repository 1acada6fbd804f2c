from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def t(ctx: Context) -> list[str]:
    return [c.upper() for c in [ctx.client_id, ctx.transport] if c]
