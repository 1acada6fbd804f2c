from devkit.agent import ToolExecutionContext, tool

_OPEN: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if "request" not in (ctx.teardown_scopes or ()):  # expect: DK304
        return "-"
    if ctx.on_teardown is not None:
        ctx.on_teardown(lambda: _OPEN.clear(), scope="request", key="all")  # expect: DK304
    return "ok"
