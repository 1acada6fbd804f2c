from devkit.mcp import ExecutionContext, Guard, emit_event, tool, use_guards


class JWT(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


@tool(name="long", task_support=True)
async def long(args, ctx: ExecutionContext) -> str:
    if ctx.task is not None:
        ctx.task.total_steps = 3
        ctx.task.current_step = 1
    return "ok"
