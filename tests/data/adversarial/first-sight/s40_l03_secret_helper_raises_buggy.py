from devkit.agent import Need, ToolExecutionContext, tool


def _check(token: str) -> None:
    if not token.startswith("ghp_"):
        raise ValueError(f"unexpected token {token}")


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no"
    _check(ctx.credential.secret.reveal())  # expect: DK402
    return "ok"
