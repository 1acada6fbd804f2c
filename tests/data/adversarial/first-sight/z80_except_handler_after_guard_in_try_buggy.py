from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


def risky() -> None:
    pass


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            return ""
        risky()
    except Exception:
        return str(ctx.identity.conversation)  # expect: DK201
    return "ok"
