from devkit.agent import ToolExecutionContext, tool

_SEEN: dict = {}


@tool(name="seen", description="d")
def seen(args: dict, ctx: ToolExecutionContext) -> bool:
    if ctx.session_id in (None, ""):
        return False
    _SEEN.update({ctx.session_id: True})  # expect: DK401
    return True
