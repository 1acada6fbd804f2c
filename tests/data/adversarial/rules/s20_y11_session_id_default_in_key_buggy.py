from devkit.agent import ToolExecutionContext, tool

_CACHE: dict = {}


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    return _CACHE.get(ctx.session_id or "anon", "")  # expect: DK204
