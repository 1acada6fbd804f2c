from devkit.agent import ToolExecutionContext, tool

_carts: dict = {}


class Keys:
    @staticmethod
    def cart(ctx: ToolExecutionContext):
        return ctx.session_id


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    return _carts.get(Keys.cart(ctx), [])  # expect: DK401
