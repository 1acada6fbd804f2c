from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> None:
    if ctx.on_teardown is not None and "request" in (ctx.teardown_scopes or ()):  # expect: DK304
        ctx.on_teardown(lambda: None, scope="request", key="k")  # expect: DK304
