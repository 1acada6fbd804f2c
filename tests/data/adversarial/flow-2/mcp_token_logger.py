from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

class G: ...
@tool(name="m")
@use_guards(G)
def m(args, ctx: ExecutionContext):
    if ctx.auth is None:
        return None
    ctx.logger.info("auth", token=ctx.auth.token)  # expect: DK402
