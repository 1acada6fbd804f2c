from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="t")
async def t(args, ctx: ExecutionContext):
    if ctx.metadata is not None:
        ctx.metadata = args.meta if args.meta else None
        ctx.metadata["seen"] = True  # expect: DK201
    return "ok"
