from devkit.agent import ToolExecutionContext, tool, tool_session_key


@tool(name="c")
def c(args, ctx: ToolExecutionContext, items: list[str]):
    wanted = "run"
    if wanted in (ctx.teardown_scopes or ()) and ctx.on_teardown is not None:
        for item in items:
            if item == "keep":
                wanted = "session"
        ctx.on_teardown(lambda: None, scope=wanted)  # expect: DK301
