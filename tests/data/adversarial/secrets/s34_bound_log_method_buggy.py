from devkit.mcp import ExecutionContext, tool, use_guards


class Bearer:
    def can_activate(self, ctx):
        return True


@tool(name="t")
@use_guards(Bearer)
async def t(args, ctx: ExecutionContext):
    if ctx.auth is None:
        return None
    say = ctx.logger.info
    say("auth", token=ctx.auth.token)  # expect: DK402
    return ctx.auth.subject
