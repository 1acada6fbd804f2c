from devkit.agent import ToolExecutionContext, tool, tool_session_key

_OPEN: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    scopes = ctx.teardown_scopes or ()
    if "run" not in scopes or ctx.run_id is None or ctx.on_teardown is None:
        return 0
    key = tool_session_key(ctx, "run")
    for name in args.names:
        _OPEN[(key, name)] = True
        ctx.on_teardown(lambda n=name: _OPEN.pop((key, n), None), scope="run", key=key)
    return len(args.names)
