from devkit.agent import ToolExecutionContext, tool

_STATE: dict = {}


@tool(name="bump", description="Counts calls per tenant and session.")
def bump(args, ctx: ToolExecutionContext) -> int:
    key = f"{ctx.identity.tenant}:{ctx.session_id}"  # expect: DK201
    _STATE[key] = _STATE.get(key, 0) + 1
    return _STATE[key]
