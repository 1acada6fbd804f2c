from fastmcp import Context as Ctx, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def whoami(ctx: Ctx) -> str:
    ctx.info("who am i")  # expect: DK005
    return ctx.client_id.upper()  # expect: DK201
