from devkit.agent import ToolExecutionContext, tool, tool_session_key

_CART: dict = {}


def _register(ctx: ToolExecutionContext, key: str) -> None:
    if ctx.on_teardown is not None and "session" in (ctx.teardown_scopes or ()):
        ctx.on_teardown(lambda: _CART.pop(key, None), scope="session", key=key)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.session_id is None:
        return 0
    key = tool_session_key(ctx, "session")
    _CART.setdefault(key, []).append(args.item)
    _register(ctx, key)
    return len(_CART[key])
