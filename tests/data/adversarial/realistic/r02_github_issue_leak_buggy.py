from __future__ import annotations

import logging
from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger("tools.github")


@tool(name="open_issue", needs=[Need("github", scopes=("repo",))])
async def open_issue(args, ctx: ToolExecutionContext) -> dict:
    credential = ctx.credential
    if credential is None:
        return {"ok": False, "error": "connect GitHub first"}
    token = credential.secret.reveal()
    headers = {"Authorization": f"Bearer {token}"}
    async with args.client() as http:
        resp = await http.post(f"/repos/{args.repo}/issues", headers=headers)
    if resp.status_code >= 400:
        log.error("GitHub refused %s with headers %r", resp.status_code, headers)  # expect: DK402
        raise RuntimeError(f"GitHub said {resp.status_code}")
    return {"ok": True}
