from devkit.agent import ToolExecutionContext, tool


@tool(name="store", description="store")
async def store(args: dict, ctx: ToolExecutionContext) -> dict:
    arts = ctx.artifacts
    if arts is None:  # expect: DK202
        return {"stored": False}
    arts.put("x.txt", "data")
    return {"stored": True}
