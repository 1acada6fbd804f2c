from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class Scoped(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return "admin" in ctx.auth.scopes  # expect: DK201


@tool(name="t")
@use_guards(Scoped)
async def t(args, ctx: ExecutionContext) -> str:
    return "ok"
