from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

class G: ...
@use_guards(G)
@tool(name="m")
def m(args, ctx: ExecutionContext):
    if ctx.auth is None or ctx.auth.token != args.expected:
        raise PermissionError("denied")
    ctx.logger.info("ok", subject=ctx.auth.subject)
    return {"subject": ctx.auth.subject}
