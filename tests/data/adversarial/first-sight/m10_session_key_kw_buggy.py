from devkit.mcp import tool, use_guards, ExecutionContext, emit_event
import redis

r = redis.Redis()

@tool(name="t")
async def t(args, ctx: ExecutionContext):
    if ctx.session_id is None:
        return None
    r.set(name=ctx.session_id, value=args.value)
    return r.get(ctx.session_id)  # expect: DK401
