from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="call", description="d", needs=[Need("github")])
def call(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no credential"
    token = ctx.credential.secret.reveal()
    shown = token if args.get("debug") else "hidden"
    print(f"auth: {shown}")  # expect: DK402
    return "ok"
