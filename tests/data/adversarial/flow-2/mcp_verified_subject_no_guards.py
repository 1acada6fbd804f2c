from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="m")
def m(args, ctx: ExecutionContext):
    return {"who": ctx.verified_subject}  # expect: DK106
