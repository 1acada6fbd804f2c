from devkit.mcp import ExecutionContext, Guard, emit_event, tool, use_guards


class JWT(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


@tool(name="poll")
async def poll(args, ctx: ExecutionContext) -> int:
    n = 0
    while n < 100:
        if ctx.abort_signal is not None and ctx.abort_signal.aborted:
            break
        n += 1
        await emit_event("tick", {"n": n})
    return n
