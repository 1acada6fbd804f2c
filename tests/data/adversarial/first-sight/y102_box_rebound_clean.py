from devkit.agent import ToolExecutionContext, tool


class Box:
    who: object = None


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    box = Box()
    box.who = ctx.identity
    box = Box()
    box.who = "anon"
    return box.who.upper()
