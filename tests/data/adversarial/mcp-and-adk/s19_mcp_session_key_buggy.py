from devkit.mcp import ExecutionContext, Guard, emit_event, tool, use_guards


class JWT(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None
SEEN: dict = {}


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    if ctx.session_id is None:
        return "no session"
    SEEN[ctx.session_id] = args  # expect: DK401
    return "ok"
