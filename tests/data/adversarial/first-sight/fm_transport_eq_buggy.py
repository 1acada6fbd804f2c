from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def t(ctx: Context) -> str:
    if ctx.transport == "stdio":
        return "local"
    return ctx.transport.upper()  # expect: DK201
