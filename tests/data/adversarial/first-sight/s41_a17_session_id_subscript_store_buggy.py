from devkit.agent import ToolExecutionContext, tool

_cache: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    _cache[ctx.session_id] = args.value  # expect: DK401
    return "stored"
