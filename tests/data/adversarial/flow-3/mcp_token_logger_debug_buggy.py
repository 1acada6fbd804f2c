from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

class G: ...
@tool(name="m")
@use_guards(G)
def m(args, ctx: ExecutionContext):
    auth = ctx.auth
    if auth is None:
        return None
    ctx.logger.debug(f"token {auth.token}")  # expect: DK402
