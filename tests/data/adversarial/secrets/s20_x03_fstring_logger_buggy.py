import hashlib
import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="t", needs=[Need("gh")])
def t(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    raw = ctx.credential.secret.reveal()
    log.warning(f"using {raw!r}")  # expect: DK402
    return {}
