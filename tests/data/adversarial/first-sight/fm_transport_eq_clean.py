from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def t(ctx: Context) -> str:
    if ctx.transport == "stdio":
        return ctx.transport.upper()
    return "remote"
