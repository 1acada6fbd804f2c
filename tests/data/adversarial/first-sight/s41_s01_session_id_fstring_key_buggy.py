from devkit.agent import ToolExecutionContext, tool

_store: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    _store[f"{ctx.session_id}"] = args.value  # expect: DK401
    return "ok"
