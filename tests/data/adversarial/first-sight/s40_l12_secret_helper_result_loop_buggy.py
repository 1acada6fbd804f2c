import logging

from devkit.agent import Need, ToolExecutionContext, tool


def _line(token: str, n: int) -> str:
    return f"{n}:{token}"


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.credential is None:
        return 0
    raw = ctx.credential.secret.reveal()
    out = ""
    for n in range(3):
        out = out + _line(raw, n)
    logging.info(out)  # expect: DK402
    return len(out)
