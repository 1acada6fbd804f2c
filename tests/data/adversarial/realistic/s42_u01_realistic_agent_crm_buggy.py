"""CRM tools: look up a contact, attach notes, cache per session."""

from __future__ import annotations

import logging
from dataclasses import dataclass

import httpx
from pydantic import BaseModel

from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key

log = logging.getLogger("crm")
_clients: dict[str, httpx.Client] = {}
_recent: dict[str, list[str]] = {}


class LookupArgs(BaseModel):
    email: str
    include_notes: bool = False


@dataclass
class Contact:
    id: str
    name: str


def _client_for(ctx: ToolExecutionContext) -> httpx.Client:
    key = tool_session_key(ctx, "session")
    client = _clients.get(key)
    if client is None:
        token = ctx.credential.secret.reveal()
        client = httpx.Client(headers={"Authorization": f"Bearer {token}"})
        _clients[key] = client
        if "session" in (ctx.teardown_scopes or ()) and ctx.on_teardown is not None:
            ctx.on_teardown(client.close, scope="session", key=key)
    return client


def _owner(ctx: ToolExecutionContext) -> str:
    return ctx.identity.principal or "unknown"  # expect: DK201


@tool(name="lookup_contact", description="Find a contact", needs=[Need("crm")])
def lookup_contact(args: LookupArgs, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {"error": "crm not connected"}
    client = _client_for(ctx)
    resp = client.get("/contacts", params={"email": args.email})
    contact = Contact(**resp.json())
    _recent.setdefault(ctx.session_id, []).append(contact.id)  # expect: DK401
    log.info("lookup by %s", _owner(ctx))
    return {"id": contact.id, "name": contact.name}


@tool(name="recent_contacts", description="Contacts looked up in this session")
def recent_contacts(args, ctx: ToolExecutionContext) -> list[str]:
    if ctx.identity is None:
        return []
    log.info("recent for %s", _owner(ctx))
    key = tool_session_key(ctx, "session")  # expect: DK303
    return _recent.get(key, [])
