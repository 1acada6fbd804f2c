from devkit.agent import ToolExecutionContext, tool

_CACHE: dict = {}


@tool(name="cached", description="Answers from the cache.")
def cached(args, ctx: ToolExecutionContext) -> str:
    if ctx.session_id in _CACHE:  # expect: DK401
        return "hit"
    return "miss"
