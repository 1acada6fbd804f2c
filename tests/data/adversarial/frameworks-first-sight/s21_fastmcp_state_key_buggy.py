from fastmcp import Context, FastMCP

mcp = FastMCP("cart")
CARTS: dict[str, list[str]] = {}


@mcp.tool
async def add_item(item: str, ctx: Context) -> int:
    cart = CARTS.setdefault(ctx.session_id, [])  # expect: DK401
    cart.append(item)
    return len(cart)
