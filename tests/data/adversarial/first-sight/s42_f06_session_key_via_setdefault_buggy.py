from collections import defaultdict

from devkit.agent import ToolExecutionContext, tool

_carts: defaultdict = defaultdict(list)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    sid = ctx.session_id
    if not sid:
        return 0
    cart = _carts[sid]  # expect: DK401
    cart.append(args.item)
    return len(cart)
