import logging

from fastmcp import FastMCP
from fastmcp.server.dependencies import get_context

mcp = FastMCP("demo")
log = logging.getLogger(__name__)


def current():
    log.debug("fetching the context")
    return get_context()


@mcp.tool
async def save(title: str) -> str:
    ctx = current()
    ctx.report_progress(1, 2)  # expect: DK005
    return title
