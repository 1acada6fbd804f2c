from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class G(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return True


@tool(name="t")
@use_guards(G)
async def t(input, ctx: ExecutionContext) -> str:
    if ctx.auth is None:
        return "none"
    token = ctx.auth.token
    if len(token) < 10:  # expect: DK201
        raise ValueError("token too short: " + token[:4] + "...")  # expect: DK201, DK402
    return "ok"
