from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def mode(ctx: Context) -> str:
    settings = ctx.client_extension_settings("io.example/ui")
    if not settings:
        return "default"
    return settings["mode"]
