from devkit.agent import ToolExecutionContext, tool


@tool(name="tag", description="Tag items with the tenant.")
async def tag(args, ctx: ToolExecutionContext) -> str:
    items = ["a", "b"]
    kept = [item for item in items if (who := ctx.identity) is not None]
    print(kept)
    return who.tenant  # expect: DK201
