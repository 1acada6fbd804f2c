from fastmcp import Context, FastMCP

Ctx = Context
mcp = FastMCP("demo")


@mcp.tool
async def whoami(ctx: Ctx) -> str:
    return ctx.client_id.upper()  # expect: DK201
