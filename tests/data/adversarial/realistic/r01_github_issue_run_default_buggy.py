from __future__ import annotations

import logging
from pydantic import BaseModel
from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger("tools.github")


class OpenIssueArgs(BaseModel):
    repo: str
    title: str
    body: str = ""
    report: str | None = None


@tool(
    name="open_issue",
    description="Open an issue",
    needs=[Need("github", scopes=("repo",))],
    wants=["report"],
)
async def open_issue(args: OpenIssueArgs, ctx: ToolExecutionContext) -> dict:
    credential = ctx.credential
    if credential is None:
        return {"ok": False, "error": "connect GitHub first"}
    body = args.body
    if ctx.wanted is not None and "report" in ctx.wanted:
        meta = ctx.wanted["report"]
        body += f"\n\nAttached: {meta.name} ({meta.size} bytes)"
    token = credential.secret.reveal()
    headers = {"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json"}
    log.info("opening issue in %s for run %s", args.repo, ctx.run_id or "-")  # expect: DK204
    async with args.client() as http:
        resp = await http.post(f"/repos/{args.repo}/issues", json={"title": args.title, "body": body}, headers=headers)
    if resp.status_code >= 400:
        raise RuntimeError(f"GitHub said {resp.status_code}")
    return {"ok": True, "number": resp.json()["number"]}
