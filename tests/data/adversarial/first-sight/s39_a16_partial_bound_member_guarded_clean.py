from functools import partial

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> None:
    if "run" not in (ctx.teardown_scopes or ()) or ctx.on_teardown is None:
        return
    register = partial(ctx.on_teardown, scope="run", key="k")
    register(lambda: None)
