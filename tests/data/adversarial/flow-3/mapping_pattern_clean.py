from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="m")
def m(args, ctx: ExecutionContext):
    match ctx.metadata:
        case {"user": user}:
            ctx.metadata["seen"] = user
        case _:
            pass
