from devkit.adk import create_tool, ToolContext
import asyncio

async def recall(args, ctx: ToolContext):
    return await ctx.memory_service.search(args.q)  # expect: DK201
