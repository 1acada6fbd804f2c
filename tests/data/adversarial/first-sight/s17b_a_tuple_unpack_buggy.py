from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    ident, sig = ctx.identity, ctx.signal
    if sig is not None and sig.aborted:
        return "aborted"
    return ident.principal  # expect: DK201
