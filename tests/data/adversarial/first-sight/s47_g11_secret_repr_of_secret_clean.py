from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="gh", description="Calls GitHub.", needs=[Need("github")])
def gh(args, ctx: ToolExecutionContext) -> str:
    cred = ctx.credential
    if cred is None:
        return ""
    print("using", repr(cred.secret), cred.scopes)
    return f"{cred.name}:{cred.secret}"
