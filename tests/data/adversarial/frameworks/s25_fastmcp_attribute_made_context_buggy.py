from fastmcp import Context, FastMCP

mcp = FastMCP("jobs")


class Worker:
    _context: Context | None = None

    async def start(self, task_id: str | None) -> None:
        if task_id:
            self._context = Context(fastmcp=mcp, task_id=task_id)
        await self._context.info("started")  # expect: DK201

    async def stop(self) -> None:
        self._context = Context(fastmcp=mcp)
        self._context = None
        await self._context.info("stopped")  # expect: DK201
