from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="token_of", description="Gets a token.", needs=[Need("github")])
def token_of(args, ctx: ToolExecutionContext) -> str:
    if not ctx.has_credentials:
        return "no provider"
    cred = ctx.credentials.get(Need("github"))
    if ctx.credential is None:
        return "no credential"
    return f"{ctx.credential.name}:{cred is not None}"
