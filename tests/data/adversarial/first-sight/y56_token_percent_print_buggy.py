from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class Bearer(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


@tool(name="check_token")
@use_guards(Bearer)
async def check_token(args, ctx: ExecutionContext) -> str:
    auth = ctx.auth
    if auth is None:
        return "no auth"
    print("token was %s" % auth.token)  # expect: DK402
    return "ok"
