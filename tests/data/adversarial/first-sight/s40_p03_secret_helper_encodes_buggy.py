from devkit.agent import Need, ToolExecutionContext, tool


def _encoded(token: str) -> bytes:
    return token.strip().encode("utf-8")


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    raw = _encoded(ctx.credential.secret.reveal())
    return {"raw": raw.hex()}  # expect: DK402
