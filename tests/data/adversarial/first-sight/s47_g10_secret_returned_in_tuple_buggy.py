from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="gh", description="Calls GitHub.", needs=[Need("github")])
def gh(args, ctx: ToolExecutionContext) -> tuple:
    cred = ctx.credential
    if cred is None:
        return ()
    return cred.name, cred.secret.reveal()  # expect: DK402
