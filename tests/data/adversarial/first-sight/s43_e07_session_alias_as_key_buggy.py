from devkit.agent import ToolExecutionContext, tool

_CACHE: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    sid = ctx.session_id
    if sid is None:
        return "-"
    return _CACHE.setdefault(sid, args.value)  # expect: DK401
