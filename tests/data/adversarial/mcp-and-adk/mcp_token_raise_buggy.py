from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

class G: ...
@use_guards(G)
@tool(name="m")
def m(args, ctx: ExecutionContext):
    auth = ctx.auth
    if auth is None:
        raise PermissionError("no auth")
    tok = auth.token
    if len(tok) < 5:  # expect: DK201
        raise ValueError("short token: " + tok)  # expect: DK201, DK402
