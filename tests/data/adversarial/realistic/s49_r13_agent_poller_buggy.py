from __future__ import annotations

import asyncio
import logging

from pydantic import BaseModel

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger("poller")


class PollArgs(BaseModel):
    job: str
    every: float = 2.0


@tool(name="wait_for_job", description="Waits for a CI job.", needs=[Need("ci")])
async def wait_for_job(args: PollArgs, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {"ok": False}
    token = ctx.credential.secret.reveal()
    log.debug("polling %s with %s", args.job, token)  # expect: DK402
    while True:  # expect: DK501
        status = await poll(args.job, token)
        if status != "running":
            return {"ok": True, "status": status}
        await asyncio.sleep(args.every)


async def poll(job: str, token: str) -> str:
    return "done" if token and job else "running"
