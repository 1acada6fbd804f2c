from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="gh", description="Calls GitHub.", needs=[Need("github")])
def gh(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    message = "rejected token: "
    message += ctx.credential.secret.reveal()
    raise RuntimeError(message)  # expect: DK402
