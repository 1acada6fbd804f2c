import hashlib
import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="t", needs=[Need("gh")])
def t(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    print("secret object", ctx.credential.secret, repr(ctx.credential.secret))
    log.info("cred %s", ctx.credential)
    return {"cred": str(ctx.credential.secret)}
