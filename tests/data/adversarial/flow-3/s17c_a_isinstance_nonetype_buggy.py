from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


from devkit.agent import MemoryIdentity


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if isinstance(ctx.identity, (MemoryIdentity, type(None))):
        return ctx.identity.principal  # expect: DK201
    return "-"
