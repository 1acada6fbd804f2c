from devkit.adk import create_tool, ToolContext
import asyncio

async def save(args, ctx: ToolContext):
    if ctx.artifact_service is None:
        return "no service"
    ctx.save_artifact(args.name, args.data)  # expect: DK005
    return "saved"
