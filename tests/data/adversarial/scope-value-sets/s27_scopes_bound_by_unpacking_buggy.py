from devkit.agent import ToolExecutionContext, tool


@tool(name="cleanup", description="Registers a cleanup.")
def cleanup(args, ctx: ToolExecutionContext, long_lived: bool = False):
    checked, registered = "run", "run"
    if long_lived:
        checked, registered = "run", "session"
    if checked in (ctx.teardown_scopes or ()) and ctx.on_teardown is not None:
        ctx.on_teardown(lambda: None, scope=registered)  # expect: DK301
