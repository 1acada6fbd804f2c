from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


def risky() -> None:
    pass


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return ""
    try:
        risky()
    except Exception:
        return str(ctx.identity.conversation)
    return "ok"
