from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="gh", description="Calls GitHub.", needs=[Need("github")])
def gh(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    out = {"user": ctx.credential.name}
    out["token"] = ctx.credential.secret.reveal()
    return out  # expect: DK402
