from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def mode(ctx: Context) -> str:
    return ctx.client_extension_settings("io.example/ui")["mode"]  # expect: DK201
