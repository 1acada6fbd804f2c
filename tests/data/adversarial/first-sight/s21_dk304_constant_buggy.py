from devkit.agent import ToolExecutionContext, tool, tool_session_key

SCOPE = "conversation"


@tool(name="cache")
def cache(args, ctx: ToolExecutionContext) -> dict:
    if ctx.on_teardown is not None and SCOPE in (ctx.teardown_scopes or ()):  # expect: DK304
        ctx.on_teardown(lambda: None, scope=SCOPE, key="k")  # expect: DK304
    return {}
