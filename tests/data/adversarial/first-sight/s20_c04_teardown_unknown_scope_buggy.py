from devkit.agent import ToolExecutionContext, tool

_CONN: dict = {}


@tool(name="connect", description="connect")
async def connect(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.on_teardown is not None and "conversation" in (ctx.teardown_scopes or ()):  # expect: DK304
        ctx.on_teardown(lambda: None, scope="conversation", key="x")  # expect: DK304
    return {}
