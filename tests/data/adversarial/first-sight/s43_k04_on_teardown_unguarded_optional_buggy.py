from devkit.agent import ToolExecutionContext, tool

_OPEN: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if "run" not in (ctx.teardown_scopes or ()):
        return "-"
    ctx.on_teardown(lambda: _OPEN.clear(), scope="run", key="all")  # expect: DK201
    return "ok"
