from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def ext(ctx: Context) -> str:
    settings = ctx.client_extension_settings("io.example/ui")
    return str(settings.get("theme"))  # expect: DK201
