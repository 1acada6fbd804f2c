import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="a", needs=[Need("gh")])
def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    headers = {}
    headers["Authorization"] = "Bearer " + ctx.credential.secret.reveal()
    return {"sent": headers}  # expect: DK402
