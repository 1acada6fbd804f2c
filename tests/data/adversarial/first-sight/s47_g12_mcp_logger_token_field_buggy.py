from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class Bearer(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


@tool(name="debug_auth")
@use_guards(Bearer)
async def debug_auth(args, ctx: ExecutionContext) -> str:
    auth = ctx.auth
    if auth is None:
        return "none"
    token = auth.token
    ctx.logger.debug("auth", subject=auth.subject, token=token)  # expect: DK402
    return auth.subject
