import base64
import logging

from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    cred = ctx.credential
    if cred is None:
        return "none"
    basic = base64.b64encode(f"user:{cred.secret.reveal()}".encode()).decode()
    logging.debug("auth header: Basic %s", basic)  # expect: DK402
    return "ok"
