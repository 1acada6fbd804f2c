from devkit.mcp import ExecutionContext, Guard, emit_event, tool, use_guards


class JWT(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    trace = (ctx.metadata or {}).get("trace", "-")
    return str(trace)
