from devkit.mcp import ExecutionContext, Guard, emit_event, tool, use_guards


class JWT(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


@tool(name="poll")
async def poll(args, ctx: ExecutionContext) -> int:
    n = 0
    while not ctx.abort_signal.aborted:  # expect: DK201
        n += 1
        await emit_event("tick", {"n": n})
    return n
