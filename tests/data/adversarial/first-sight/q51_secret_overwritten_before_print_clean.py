from devkit.agent import Need, ToolExecutionContext, tool


def send(token: str) -> None:
    pass


@tool(name="call", description="d", needs=[Need("github")])
def call(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no credential"
    token = ctx.credential.secret.reveal()
    send(token)
    token = "<redacted>"
    print(token)
    return token
