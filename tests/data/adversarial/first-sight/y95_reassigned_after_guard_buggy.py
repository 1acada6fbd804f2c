from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    who = ctx.identity
    if who is None:
        return None
    who = ctx.identity if args else None
    return who.tenant  # expect: DK201
