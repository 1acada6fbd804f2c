from devkit.mcp import ExecutionContext, tool, use_guards


class Bearer:
    pass


@use_guards(Bearer)
@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    return ctx.verified_subject or "anonymous"
