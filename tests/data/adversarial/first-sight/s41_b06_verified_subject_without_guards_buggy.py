from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> str:
    who = ctx.verified_subject  # expect: DK106
    return who or "nobody"
