from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity


@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    for _ in range(2):
        if ctx.identity is None:
            continue
    return ctx.identity.principal  # expect: DK201
