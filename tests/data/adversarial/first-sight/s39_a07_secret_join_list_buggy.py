from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    pieces = []
    pieces.append("token")
    pieces.append(ctx.credential.reveal())
    return {"debug": ":".join(pieces)}  # expect: DK402
