from devkit.agent import Need, ToolExecutionContext, tool

NEEDS = [Need(name) for name in ("github", "jira")]


@tool(name="t", description="d", needs=NEEDS)  # expect: DK003
async def t(args, ctx: ToolExecutionContext) -> object:
    return ctx.credential
