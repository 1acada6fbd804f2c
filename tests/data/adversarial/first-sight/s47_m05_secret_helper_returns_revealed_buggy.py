from devkit.agent import Need, ToolExecutionContext, tool


def _raw(ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        raise PermissionError("no credential")
    return ctx.credential.secret.reveal()


@tool(name="gh", description="Calls GitHub.", needs=[Need("github")])
def gh(args, ctx: ToolExecutionContext) -> str:
    token = _raw(ctx)
    print("using", token)  # expect: DK402
    return "ok"
