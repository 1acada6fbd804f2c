from functools import partial

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> None:
    if "run" not in (ctx.teardown_scopes or ()):
        return
    register = partial(ctx.on_teardown, scope="run", key="k")  # expect: DK201
    register(lambda: None)
