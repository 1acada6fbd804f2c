import hashlib
import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="t", needs=[Need("gh")])
class ApiError(Exception):
    def __init__(self, detail: str) -> None:
        super().__init__(detail)


def t(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    raw = ctx.credential.secret.reveal()
    if len(raw) < 10:
        raise ApiError(detail=f"short token {raw}")  # expect: DK402
    return {}
