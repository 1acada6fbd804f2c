import hashlib
import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="t", needs=[Need("gh")])
def t(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    raw = ctx.credential.secret.reveal()
    fingerprint = hashlib.sha256(raw.encode()).hexdigest()[:8]
    print("token fingerprint", fingerprint)
    return {"fingerprint": fingerprint}
