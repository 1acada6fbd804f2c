from devkit.agent import ToolExecutionContext, tool

_conns: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.on_teardown is not None:
        ctx.on_teardown(lambda: _conns.clear(), scope="run")  # expect: DK301
    _conns[args.name] = object()
    return "ok"
