from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    class Box:
        pass

    box = Box()
    box.who = ctx.identity
    return box.who.tenant  # expect: DK201
