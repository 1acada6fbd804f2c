from devkit.agent import ToolExecutionContext, tool


class Box:
    who: object = None


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    cache: dict = {}
    box = Box()
    box.sid = ctx.session_id
    return cache.get(box.sid)  # expect: DK401
