import hashlib
import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="t", needs=[Need("gh")])
def t(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    conf = {"user": ctx.credential.name, "token": ctx.credential.secret.reveal()}
    log.info("config %s", conf)  # expect: DK402
    return {"user": conf["user"]}
