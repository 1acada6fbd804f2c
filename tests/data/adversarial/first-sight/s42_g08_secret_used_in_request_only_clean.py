import httpx

import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="t", description="d", needs=[Need("github")])
async def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.credential is None:
        return 0
    headers = {"Authorization": f"token {ctx.credential.secret.reveal()}"}
    async with httpx.AsyncClient() as client:
        resp = await client.get(args.url, headers=headers)
    log.info("status %s for %s", resp.status_code, args.url)
    return resp.status_code
