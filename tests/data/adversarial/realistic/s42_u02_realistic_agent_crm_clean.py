"""CRM tools written carefully."""

from __future__ import annotations

import logging

import httpx
from pydantic import BaseModel

from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key

log = logging.getLogger("crm")
_clients: dict[str, httpx.Client] = {}


class LookupArgs(BaseModel):
    email: str


def _client_for(ctx: ToolExecutionContext, token: str) -> httpx.Client | None:
    scopes = ctx.teardown_scopes or ()
    if "session" not in scopes or ctx.on_teardown is None:
        return None
    key = tool_session_key(ctx, "session")
    client = _clients.get(key)
    if client is None:
        client = httpx.Client(headers={"Authorization": f"Bearer {token}"})
        _clients[key] = client
        ctx.on_teardown(client.close, scope="session", key=key)
    return client


def _owner(ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    return (ident.principal if ident else None) or "unknown"


@tool(name="lookup_contact", description="Find a contact", needs=[Need("crm")])
def lookup_contact(args: LookupArgs, ctx: ToolExecutionContext) -> dict:
    cred = ctx.credential
    if cred is None:
        return {"error": "crm not connected"}
    client = _client_for(ctx, cred.secret.reveal()) or httpx.Client()
    resp = client.get("/contacts", params={"email": args.email})
    log.info("lookup by %s (run %s)", _owner(ctx), ctx.run_id)
    if ctx.has_artifacts:
        ctx.artifacts.put(f"contact-{args.email}.json", resp.text)
    return resp.json()
