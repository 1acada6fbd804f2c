from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="m")
async def m(args, ctx: ExecutionContext):
    async for item in stream():  # expect: DK501
        await handle(item)
