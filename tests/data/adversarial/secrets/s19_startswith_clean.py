import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="a", needs=[Need("gh")])
def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    tok = ctx.credential.secret.reveal()
    kind = "classic" if tok.startswith("ghp_") else "fine-grained"
    log.info("token kind %s", kind)
    return kind
