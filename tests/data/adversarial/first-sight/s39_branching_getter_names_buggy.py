from devkit.agent import ToolExecutionContext, tool


def _conversation(ctx: ToolExecutionContext) -> str | None:
    held = ctx
    if held.signal is not None and held.signal.aborted:
        found = held.identity
        return found.conversation  # expect: DK201
    found = getattr(held, "identity")
    return found.conversation  # expect: DK201


@tool(name="conv", description="d")
def conv(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return "none"
    return _conversation(ctx).lower()  # expect: DK201


@tool(name="conv2", description="d")
def conv2(args, ctx: ToolExecutionContext) -> str:
    return _conversation(ctx) or "none"
