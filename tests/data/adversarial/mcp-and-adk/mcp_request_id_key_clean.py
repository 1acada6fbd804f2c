from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

STORE = {}
@tool(name="m")
def m(args, ctx: ExecutionContext):
    STORE[ctx.request_id] = args
    return ctx.logger.info("stored", request=ctx.request_id)
