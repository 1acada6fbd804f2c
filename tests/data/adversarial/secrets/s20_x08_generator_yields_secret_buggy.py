import hashlib
import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="t", needs=[Need("gh")])
def t(args: dict, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return
    yield ctx.credential.secret.reveal()  # expect: DK402
