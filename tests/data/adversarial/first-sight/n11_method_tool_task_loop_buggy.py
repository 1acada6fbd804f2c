from devkit.mcp import tool, use_guards, ExecutionContext, emit_event
import asyncio

class Guard:
    def can_activate(self, ctx):
        return True

class Jobs:
    @tool(name="run_job", task_support=True)
    async def run_job(self, args, ctx: ExecutionContext):
        task = ctx.task
        if task is None:
            return await self._run(args)
        task.total_steps = 3
        for step in range(3):  # expect: DK501
            task.current_step = step + 1
            await asyncio.sleep(0)
        return "done"

    async def _run(self, args):
        return "ran"
