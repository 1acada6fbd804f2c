from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> str:
    await input.cache.set(key=ctx.session_id, value=input.payload)  # expect: DK401
    return "ok"
