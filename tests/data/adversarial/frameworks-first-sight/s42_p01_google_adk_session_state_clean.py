from google.adk.tools import ToolContext


def add_item(item: str, tool_context: ToolContext) -> dict:
    cart = tool_context.state.get("cart", [])
    cart.append(item)
    tool_context.state["cart"] = cart
    return {"items": len(cart), "invocation": tool_context.invocation_id}
