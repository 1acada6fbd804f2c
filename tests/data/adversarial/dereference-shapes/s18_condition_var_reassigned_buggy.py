from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity


@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    ok = ctx.identity is not None
    ok = True
    if ok:
        return ctx.identity.principal  # expect: DK201
    return None
