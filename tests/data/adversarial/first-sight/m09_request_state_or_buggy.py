from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="t")
async def t(args, ctx: ExecutionContext):
    state = ctx.request_state or {}
    responses = ctx.input_responses
    return state.get("x"), responses.get("confirm")  # expect: DK201
