from devkit.adk import create_tool, ToolContext
import asyncio

recall = create_tool(
    name="recall",
    schema=None,
    fn=lambda args, ctx: ctx.search_memory(args.q) if ctx.memory_service is not None else [],
)
