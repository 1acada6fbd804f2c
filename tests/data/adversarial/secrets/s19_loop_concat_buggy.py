import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="a", needs=[Need("gh")])
def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    parts = []
    for piece in (ctx.credential.name, ctx.credential.secret.reveal()):
        parts.append(piece)
    print("-".join(parts))  # expect: DK402
    return "ok"
