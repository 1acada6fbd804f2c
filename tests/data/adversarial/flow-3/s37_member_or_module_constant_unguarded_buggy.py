from devkit.agent import ToolExecutionContext, tool

FALLBACK = ("run",)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    if args:
        scopes = ctx.teardown_scopes
    else:
        scopes = FALLBACK
    return len(scopes)  # expect: DK201
