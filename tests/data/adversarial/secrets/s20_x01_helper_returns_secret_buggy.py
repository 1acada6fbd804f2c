import hashlib
import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="t", needs=[Need("gh")])
def t(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    print("token:", _token(ctx))  # expect: DK402
    return {}


def _token(ctx: ToolExecutionContext) -> str:
    assert ctx.credential is not None
    return ctx.credential.secret.reveal()
