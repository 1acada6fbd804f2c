from devkit.agent import ToolExecutionContext, tool


@tool(name="store", description="Store the report.")
async def store(args, ctx: ToolExecutionContext) -> str | None:
    if not bool(ctx.artifacts):  # expect: DK202
        return None
    meta = ctx.artifacts.put("report.txt", b"ok")
    return meta.id
