from fastmcp import Context, FastMCP

mcp = FastMCP("jobs")


class Worker:
    _context: Context | None = None

    async def start(self, task_id: str) -> Context:
        self._context = Context(fastmcp=mcp, task_id=task_id)
        await self._context.info(f"task {task_id} started")
        return self._context

    async def stop(self) -> None:
        if self._context is not None:
            await self._context.info("stopped")
            self._context = None
