from fastmcp import Context, FastMCP

mcp = FastMCP("x")
_CARTS: dict = {}


@mcp.tool
async def add(item: str, ctx: Context) -> int:
    cart = _CARTS.setdefault(ctx.session_id, [])  # expect: DK401
    cart.append(item)
    return len(cart)
