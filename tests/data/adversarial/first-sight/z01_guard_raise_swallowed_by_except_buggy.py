from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            raise RuntimeError("no identity")
    except RuntimeError:
        print("anonymous")
    return str(ctx.identity.conversation)  # expect: DK201
