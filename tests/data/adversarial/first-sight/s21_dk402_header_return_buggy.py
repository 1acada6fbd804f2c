from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="call", needs=[Need("github")])
def call(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    headers = {"Accept": "json"}
    headers["Authorization"] = "token " + ctx.credential.secret.reveal()
    return {"headers": headers}  # expect: DK402
