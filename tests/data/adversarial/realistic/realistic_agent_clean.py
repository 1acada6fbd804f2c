from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

import json
from dataclasses import dataclass
from pydantic import BaseModel

class IssueArgs(BaseModel):
    repo: str
    title: str
    report: str | None = None
    labels: list[str] = []

@dataclass
class Result:
    url: str
    run: str | None

async def _post(url: str, token: str, payload: dict) -> dict:
    return {"html_url": url}

def _scope_label(ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    if ident is None:
        return "anonymous"
    return f"{ident.tenant or '-'}:{ident.principal or '-'}"

@tool(name="open_issue", description="Open an issue", needs=[Need("github", scopes=("repo",))], wants=["report"])
async def open_issue(args: IssueArgs, ctx: ToolExecutionContext) -> Result:
    cred = ctx.credential
    if cred is None:
        raise PermissionError("github credential did not resolve")
    body = args.title
    if ctx.wanted is not None and "report" in ctx.wanted:
        meta = ctx.wanted["report"]
        body += f"\n\nattached: {meta.name} ({meta.size} bytes)"
    sig = ctx.signal
    for label in args.labels:
        if sig is not None and sig.aborted:
            break
        body += f" #{label}"
    data = await _post(f"https://api.github.com/repos/{args.repo}/issues", cred.secret.reveal(), {"title": args.title, "body": body})
    log.info("opened issue for %s", _scope_label(ctx))
    if ctx.has_artifacts:
        ctx.artifacts.put("issue.json", json.dumps(data).encode())
    scopes = ctx.teardown_scopes or ()
    if "run" in scopes and ctx.on_teardown is not None:
        key = tool_session_key(ctx, "run")
        ctx.on_teardown(lambda: log.info("cleanup"), scope="run", key=key)
    return Result(url=data["html_url"], run=ctx.run_id)
