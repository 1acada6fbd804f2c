from fastmcp import FastMCP, Context

mcp = FastMCP("x")


@mcp.tool
def transport(ctx: Context) -> str:
    return ctx.transport.upper()  # expect: DK201
