from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class Bearer(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return ctx.auth is not None


@tool(name="check_token")
@use_guards(Bearer)
async def check_token(args, ctx: ExecutionContext) -> str:
    if ctx.auth is None:
        return "no auth"
    token = ctx.auth.token
    if len(token) < 10:  # expect: DK201
        raise ValueError(f"token {token} is too short")  # expect: DK402
    return "ok"
