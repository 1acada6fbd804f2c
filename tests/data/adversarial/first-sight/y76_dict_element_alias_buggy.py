from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    d = {"who": ctx.identity}
    return d["who"].tenant  # expect: DK201
