from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="m")
async def m(args, ctx: ExecutionContext):
    t = ctx.task  # expect: DK107
    return t.task_id
