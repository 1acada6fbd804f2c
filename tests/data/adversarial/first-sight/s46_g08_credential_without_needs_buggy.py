from devkit.agent import ToolExecutionContext, tool


@tool(name="repos", description="Lists the repositories.")
def repos(args, ctx: ToolExecutionContext) -> list:
    if ctx.credential is None:
        return []
    return args.client.list(token=ctx.credential.secret)  # expect: DK101
