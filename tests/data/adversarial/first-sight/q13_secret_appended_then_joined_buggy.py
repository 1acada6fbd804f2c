from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="call", description="d", needs=[Need("github")])
def call(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no credential"
    parts = ["token"]
    parts.append(ctx.credential.secret.reveal())
    print(" ".join(parts))  # expect: DK402
    return "ok"
