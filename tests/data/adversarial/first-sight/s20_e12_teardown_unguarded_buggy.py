from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> None:
    ctx.on_teardown(lambda: None, scope="run", key="k")  # expect: DK201, DK301
