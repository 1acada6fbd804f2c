from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


def _deny(message: str):
    raise PermissionError(message)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        _deny("who are you?")
    return str(ctx.identity.conversation)
