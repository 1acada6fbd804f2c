from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

import httpx
@tool(name="a", needs=[Need("gh")])
async def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return
    tok = ctx.credential.secret.reveal()
    headers = {"Authorization": f"Bearer {tok}"}
    async with httpx.AsyncClient() as client:
        r = await client.get("https://x", headers=headers)
    log.info("status %s", r.status_code)
    return r.json()
