from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

class G: ...
@use_guards(G)
@tool(name="m")
async def m(args, ctx: ExecutionContext):
    if ctx.verified_subject is None:
        return None
    return ctx.verified_subject.upper()
