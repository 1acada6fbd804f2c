from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    ident, sig = ctx.identity, ctx.signal
    if ident:
        print(ident.tenant)
    return sig.aborted  # expect: DK201
