from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class G(Guard):
    def can_activate(self, ctx: ExecutionContext) -> bool:
        return True


@tool(name="t")
@use_guards(G)
async def t(input, ctx: ExecutionContext) -> str:
    if ctx.auth is None:
        return "anonymous"
    ctx.logger.info("calling upstream", token=ctx.auth.token)  # expect: DK402
    return ctx.auth.subject
