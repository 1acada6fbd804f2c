from devkit.agent import ToolExecutionContext, tool


class Box:
    who: object = None


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    box = Box()
    box.who = ctx.identity
    if box.who is not None:
        return box.who.tenant
    return None
