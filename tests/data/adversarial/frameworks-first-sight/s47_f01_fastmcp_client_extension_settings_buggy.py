from fastmcp import Context, FastMCP

mcp = FastMCP("settings")


@mcp.tool
async def theme(ctx: Context) -> str:
    settings = ctx.client_extension_settings("io.example/theme")
    return settings["name"]  # expect: DK201
