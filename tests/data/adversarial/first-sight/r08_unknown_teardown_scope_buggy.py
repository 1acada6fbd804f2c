from devkit.agent import ToolExecutionContext, tool

_STORE: dict = {}


@tool(name="remember", description="d")
def remember(args: dict, ctx: ToolExecutionContext) -> str:
    if "request" in (ctx.teardown_scopes or ()) and ctx.on_teardown is not None:  # expect: DK304
        ctx.on_teardown(lambda: _STORE.clear(), scope="request", key="all")  # expect: DK304
    return "ok"
