from devkit.agent import ToolExecutionContext, tool

_conns: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    honoured = frozenset(ctx.teardown_scopes or ())
    conn = object()
    if "run" in honoured and ctx.on_teardown is not None:
        ctx.on_teardown(lambda: _conns.clear(), scope="run")
    _conns[args.name] = conn
    return "ok"
