from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class Bearer(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


@tool(name="me")
@use_guards(Bearer)
async def me(args, ctx: ExecutionContext) -> str:
    return ctx.auth.subject if ctx.auth else "anonymous"


@tool(name="them")
async def them(args, ctx: ExecutionContext) -> str:
    return ctx.auth.subject if ctx.auth else "anonymous"  # expect: DK106
