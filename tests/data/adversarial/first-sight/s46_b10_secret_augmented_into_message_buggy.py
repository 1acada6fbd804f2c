from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="call", description="Calls the API.", needs=[Need("github")])
def call(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no credential"
    message = "token="
    message += ctx.credential.secret.reveal()
    raise RuntimeError(message)  # expect: DK402
