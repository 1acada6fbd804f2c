from devkit.mcp import ExecutionContext, tool, use_guards


class Bearer:
    def can_activate(self, ctx):
        return True


def _subject(ctx: ExecutionContext) -> str:
    auth = ctx.auth
    return auth.subject or "anon" if auth is not None else "anon"


@use_guards(Bearer)
@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    return _subject(ctx)
