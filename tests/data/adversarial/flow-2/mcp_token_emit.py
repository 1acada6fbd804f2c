from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

class G: ...
@tool(name="m")
@use_guards(G)
async def m(args, ctx: ExecutionContext):
    if ctx.auth is None:
        return None
    t = ctx.auth.token
    await emit_event(ctx, {"t": t})  # expect: DK402
