from fastmcp import Context, FastMCP

mcp = FastMCP("workspace")


@mcp.tool
async def whoami(ctx: Context) -> str:
    auth = getattr(ctx, "auth", {})  # expect: DK002
    return auth.get("email", "anonymous")
