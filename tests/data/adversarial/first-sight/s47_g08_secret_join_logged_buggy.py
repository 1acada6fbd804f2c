from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="gh", description="Calls GitHub.", needs=[Need("github")])
def gh(args, ctx: ToolExecutionContext) -> str:
    cred = ctx.credential
    if cred is None:
        return ""
    header = " ".join(["Bearer", cred.secret.reveal()])
    print("header:", header)  # expect: DK402
    return cred.name
