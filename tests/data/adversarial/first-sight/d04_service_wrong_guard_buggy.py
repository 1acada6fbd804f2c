from devkit.adk import create_tool, ToolContext

async def save(args, ctx: ToolContext):
    if ctx.memory_service is None:
        return "no memory"
    await ctx.save_artifact(args.name, args.data)  # expect: DK203
    return "saved"
