from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class G(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return True


@tool(name="t")
@use_guards(G)
async def t(args, ctx: ExecutionContext) -> str:
    auth = ctx.auth
    if auth is None or auth.token is None:
        return "none"
    token = auth.token
    ctx.logger.info("auth", token=token[:4] + "...")  # expect: DK402
    return "ok"
