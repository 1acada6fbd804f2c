from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key

WHEN = "tuesday"

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.on_teardown is not None:
        ctx.on_teardown(lambda: None, scope=WHEN, key="k")  # expect: DK304
