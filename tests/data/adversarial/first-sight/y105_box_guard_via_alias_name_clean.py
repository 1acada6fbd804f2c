from devkit.agent import ToolExecutionContext, tool


class Box:
    who: object = None


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    box = Box()
    who = ctx.identity
    if who is None:
        return None
    box.who = who
    return box.who.tenant
