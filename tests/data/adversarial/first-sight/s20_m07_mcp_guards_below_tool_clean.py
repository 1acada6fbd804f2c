from devkit.mcp import ExecutionContext, tool, use_guards


class Bearer:
    pass


@use_guards(Bearer)
@tool(name="me")
async def me(args: dict, ctx: ExecutionContext) -> str:
    return ctx.verified_subject or "anonymous"
