"""Open an issue on GitHub for the caller's repository."""

from __future__ import annotations

import asyncio
import logging

from pydantic import BaseModel

from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key

log = logging.getLogger(__name__)
_RATE: dict[str, int] = {}


class OpenIssueArgs(BaseModel):
    repo: str
    title: str
    body: str = ""
    report: str | None = None


async def _post(url: str, headers: dict, payload: dict) -> dict:
    await asyncio.sleep(0)
    return {"number": 1, "url": url}


@tool(
    name="open_issue",
    description="Open an issue",
    needs=[Need("github", scopes=("repo",))],
    wants=["report"],
)
async def open_issue(args: OpenIssueArgs, ctx: ToolExecutionContext) -> dict:
    cred = ctx.credential
    if cred is None:
        return {"ok": False, "error": "GitHub is not connected"}
    if "session" in (ctx.teardown_scopes or ()) and ctx.on_teardown is not None:
        key = tool_session_key(ctx, "session")
        _RATE[key] = _RATE.get(key, 0) + 1
        ctx.on_teardown(lambda: _RATE.pop(key, None), scope="session", key=key)
    body = args.body
    if ctx.wanted and "report" in ctx.wanted:
        meta = ctx.wanted["report"]
        body += f"\n\nAttached report: {meta.name} ({meta.size} bytes)"
    headers = {"Authorization": f"Bearer {cred.secret.reveal()}"}
    log.info("opening issue in %s for %s", args.repo, ctx.identity.principal)  # expect: DK201
    result = await _post(f"https://api.github.com/repos/{args.repo}/issues", headers, {"title": args.title, "body": body})
    if ctx.has_artifacts:
        ctx.artifacts.put("issue.json", str(result), media_type="application/json")
    return {"ok": True, "number": result["number"]}
