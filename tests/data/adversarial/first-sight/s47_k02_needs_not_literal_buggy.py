from devkit.agent import Need, ToolExecutionContext, tool

NEEDS = [Need("github")]


@tool(name="gh", description="Calls GitHub.", needs=NEEDS)  # expect: DK003
def gh(args, ctx: ToolExecutionContext) -> str:
    return "ok"
