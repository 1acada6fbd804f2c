from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

STORE = {}
@tool(name="m")
def m(args, ctx: ExecutionContext):
    session_key = ctx.session_id  # expect: DK401
    STORE[session_key] = args
