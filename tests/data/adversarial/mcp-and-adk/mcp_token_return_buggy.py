from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

class G: ...
@use_guards(G)
@tool(name="m")
def m(args, ctx: ExecutionContext):
    if not ctx.auth:
        return None
    return {"token": ctx.auth.token}  # expect: DK402
