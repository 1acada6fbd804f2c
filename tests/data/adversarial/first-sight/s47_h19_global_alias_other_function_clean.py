from devkit.agent import ToolExecutionContext, tool

_LAST = None


@tool(name="remember", description="Remembers the identity.")
def remember(args, ctx: ToolExecutionContext) -> str:
    global _LAST
    _LAST = ctx.identity
    return "ok"


def last_tenant() -> str | None:
    return _LAST.tenant if _LAST is not None else None
