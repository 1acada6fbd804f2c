from devkit.agent import Need, ToolExecutionContext, tool


def _bearer(tok: str) -> str:
    return f"Bearer {tok}"


def _pair(value: str) -> tuple[str, str]:
    return ("Authorization", value)


def _headers(pair: tuple[str, str]) -> dict:
    return dict([pair])


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    headers = _headers(_pair(_bearer(ctx.credential.secret.reveal())))
    print(headers)  # expect: DK402
    return "ok"
