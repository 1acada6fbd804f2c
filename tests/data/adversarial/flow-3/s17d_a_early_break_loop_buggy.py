from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    while True:
        if ctx.identity is not None:
            break
        if args.give_up:
            break
    return ctx.identity.principal  # expect: DK201
