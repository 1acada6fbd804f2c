from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    assert ctx.identity or args.anonymous_ok, "who is calling?"
    return ctx.identity.tenant  # expect: DK201
