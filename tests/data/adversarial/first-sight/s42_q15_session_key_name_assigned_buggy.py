from devkit.agent import ToolExecutionContext, tool

_last: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.session_id is None:
        return "none"
    cache_key = ctx.session_id  # expect: DK401
    _last[cache_key] = args.query
    return "ok"
