import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="a", needs=[Need("gh")])
def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    tok = ctx.credential.secret.reveal()
    log.info("token has %d characters", len(tok))
    return {"ok": bool(tok)}
