from devkit.agent import Need, ToolExecutionContext, tool


def _bearer(token: str) -> str:
    return "Bearer " + token


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    lines = ["request"]
    lines.append(_bearer(ctx.credential.secret.reveal()))
    print("\n".join(lines))  # expect: DK402
    return "ok"
