import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="a", needs=[Need("gh")])
def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    tok = ctx.credential.secret.reveal().strip()
    log.warning("using %s", tok.upper())  # expect: DK402
    return "ok"
