import hashlib
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


def _fingerprint(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()[:12]


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    fp = _fingerprint(ctx.credential.secret.reveal())
    log.info("using key %s", _fingerprint(ctx.credential.secret.reveal()))
    return {"fingerprint": fp}
