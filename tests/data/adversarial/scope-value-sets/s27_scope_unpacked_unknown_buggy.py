from devkit.agent import ToolExecutionContext, tool


@tool(name="cleanup", description="Registers a cleanup.")
def cleanup(args, ctx: ToolExecutionContext, long_lived: bool = False) -> str:
    scope, label = "run", "short"
    if long_lived:
        scope, label = "forever", "long"
    if scope in (ctx.teardown_scopes or ()) and ctx.on_teardown is not None:  # expect: DK304
        ctx.on_teardown(lambda: None, scope=scope)  # expect: DK304
    return label
