from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    d: dict = {}
    d["who.now"] = ctx.identity if args else None
    return d["who.now"].tenant  # expect: DK201
