from devkit.agent import ToolExecutionContext, tool


def _token(ctx: ToolExecutionContext) -> str | None:
    cred = ctx.credential  # expect: DK101
    return cred.name if cred else None


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return _token(ctx) or "none"
