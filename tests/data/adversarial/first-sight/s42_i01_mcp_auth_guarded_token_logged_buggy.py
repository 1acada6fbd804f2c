from devkit.mcp import ExecutionContext, tool, use_guards


class Bearer:
    def can_activate(self, ctx):
        return True


@use_guards(Bearer)
@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    if ctx.auth is None or ctx.auth.token is None:
        return "anonymous"
    ctx.logger.info(f"caller token {ctx.auth.token}")  # expect: DK402
    return "ok"
