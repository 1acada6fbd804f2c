from devkit.adk import create_tool, ToolContext
import asyncio

async def recall(args, ctx: ToolContext):
    service = ctx.memory_service
    if service is None:
        return []
    return await service.search(args.q)
