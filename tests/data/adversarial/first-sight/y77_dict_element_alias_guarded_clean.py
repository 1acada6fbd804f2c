from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    d = {"who": ctx.identity}
    if d["who"] is None:
        return None
    return d["who"].tenant
