from devkit.agent import ToolExecutionContext, tool


@tool(name="creds", description="Checks credentials.")
def creds(args, ctx: ToolExecutionContext) -> bool:
    return ctx.hasCredentials  # expect: DK002
