import hashlib
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    token = ctx.credential.secret.reveal()
    log.info("token length %d", len(token))
    return {"fingerprint": hashlib.sha256(token.encode()).hexdigest()[:8]}
