import json
import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


def auth_header(value: str) -> dict:
    return {"Authorization": f"Bearer {value}"}


@tool(name="a", needs=[Need("gh")])
def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    headers = auth_header(ctx.credential.secret.reveal())
    return {"header_names": sorted(headers)}
