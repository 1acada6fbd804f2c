import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="a", needs=[Need("gh")])
def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    payload = {"token": ctx.credential.secret.reveal()}
    print(json.dumps(payload))  # expect: DK402
    return "ok"
