from devkit.agent import ToolExecutionContext, tool


@tool(name="creds", description="Checks credentials.")
def creds(args, ctx: ToolExecutionContext) -> bool:
    provider = getattr(ctx, "credentials", None)  # expect: DK202
    return provider is not None
