from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="call", needs=[Need("github")])
def call(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    raw = ctx.credential.secret.reveal()
    if len(raw) < 10:
        raise ValueError(f"token {raw!r} looks truncated")  # expect: DK402
    return {"ok": True}
