from devkit.agent import ToolExecutionContext, tool


def _principal(ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        who = "anonymous"
        return who
    who = getattr(ctx, "identity").principal or "someone"
    return who


def _run(ctx: ToolExecutionContext) -> str:
    held = ctx
    if held.signal is not None and held.signal.aborted:
        label = held.tool_call_id
        return label
    label = getattr(held, "tool_call_id")
    return label


@tool(name="who", description="d")
def who(args, ctx: ToolExecutionContext) -> str:
    return _principal(ctx).upper() + ":" + _run(ctx).lower()
