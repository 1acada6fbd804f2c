import logging

import httpx
from pydantic import BaseModel

from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key

log = logging.getLogger(__name__)
_clients: dict = {}


class OpenIssueArgs(BaseModel):
    repo: str
    title: str
    report: str = ""


@tool(
    name="open_issue",
    description="Open an issue",
    needs=[Need("github", scopes=("repo",))],
    wants=["report"],
)
async def open_issue(args: OpenIssueArgs, ctx: ToolExecutionContext) -> dict:
    cred = ctx.credential
    if cred is None:
        return {"ok": False, "reason": "github not connected"}
    key = tool_session_key(ctx, "session")
    client = _clients.get(key)
    if client is None:
        client = httpx.AsyncClient(headers={"Authorization": f"token {cred.secret.reveal()}"})
        _clients[key] = client
        if "session" in (ctx.teardown_scopes or ()) and ctx.on_teardown is not None:
            ctx.on_teardown(client.aclose, scope="session", key=key)
    body = args.title
    if ctx.wanted and "report" in ctx.wanted:
        body += f" (report {ctx.wanted['report'].name})"
    log.info("opening issue in %s for %s", args.repo, ctx.identity.principal)  # expect: DK201
    response = await client.post(f"/repos/{args.repo}/issues", json={"title": body})
    return {"ok": response.status_code == 201, "run": ctx.run_id}
