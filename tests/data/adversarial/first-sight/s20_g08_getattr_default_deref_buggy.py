from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    return getattr(ctx, "identity", None).tenant or ""  # expect: DK201
