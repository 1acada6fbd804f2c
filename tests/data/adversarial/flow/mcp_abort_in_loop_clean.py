from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="m")
async def m(args, ctx: ExecutionContext):
    for item in args.items:
        if ctx.abort_signal is not None and ctx.abort_signal.aborted:
            break
        await work(item)
