from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

STORE = {}
@tool(name="m")
def m(args, ctx: ExecutionContext):
    if ctx.session_id:
        STORE[ctx.session_id] = args  # expect: DK401
