from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="gh", description="gh", needs=[Need("github")])
async def gh(args: dict, ctx: ToolExecutionContext) -> tuple:
    cred = ctx.credential
    if cred is None:
        return ("none", "")
    parts = cred.secret.reveal().split("_", 1)
    prefix, rest = parts[0], parts[1]
    return (prefix, rest)  # expect: DK402
