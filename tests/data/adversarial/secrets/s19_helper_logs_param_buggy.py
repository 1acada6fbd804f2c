import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


def debug_auth(value: str) -> None:
    log.debug("auth value: %s", value)


@tool(name="a", needs=[Need("gh")])
def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    debug_auth(ctx.credential.secret.reveal())  # expect: DK402
    return "ok"
