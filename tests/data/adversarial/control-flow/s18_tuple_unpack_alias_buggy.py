from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    ident, run = ctx.identity, ctx.run_id
    if ident:
        print(ident.tenant)
    return run.upper()  # expect: DK201
