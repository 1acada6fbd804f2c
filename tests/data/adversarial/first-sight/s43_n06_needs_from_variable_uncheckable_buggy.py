from devkit.agent import Need, ToolExecutionContext, tool

NEEDS = [Need(name) for name in ("github", "jira")]


@tool(name="t", description="d", needs=NEEDS)  # expect: DK003
def t(args, ctx: ToolExecutionContext) -> str:
    return ctx.credential.name if ctx.credential else "-"
