from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if not ctx.has_credentials:
        return "-"
    cred = ctx.credentials.get(Need("github"))
    return "ok" if cred is not None else "-"
