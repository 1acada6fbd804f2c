from devkit.agent import ToolExecutionContext, tool

_state: list = []


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.session_id is None:
        return "no session"
    _state.append({ctx.session_id: args.value})  # expect: DK401
    return "ok"
