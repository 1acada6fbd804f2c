import logging

from devkit.agent import Need, ToolExecutionContext, tool


def _bearer(token: str) -> str:
    return "Bearer " + token


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    text = "headers: "
    text += _bearer(ctx.credential.secret.reveal())
    text += "; accept: json"
    logging.warning(text)  # expect: DK402
    return "ok"
