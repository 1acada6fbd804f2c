import hashlib
import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="t", needs=[Need("gh")])
def t(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "{}"
    raw = ctx.credential.secret.reveal()
    return json.dumps({"auth": raw})  # expect: DK402
