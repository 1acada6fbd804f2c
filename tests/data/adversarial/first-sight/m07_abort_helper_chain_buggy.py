from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

def _is_aborted(c):
    return c.abort_signal.aborted  # expect: DK201

def _should_stop(c):
    return _is_aborted(c)

@tool(name="t")
async def t(args, ctx: ExecutionContext):
    for item in args.items:
        if _should_stop(ctx):
            break
    return "ok"
