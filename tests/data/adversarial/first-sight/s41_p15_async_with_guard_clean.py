from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    async with args.lock:
        if ctx.identity is None:
            return "anonymous"
        who = ctx.identity
    return str(who.principal)
