from __future__ import annotations

from dataclasses import dataclass

from fastmcp import Context, FastMCP

mcp = FastMCP("tickets")


@dataclass
class Ticket:
    id: int
    title: str
    owner: str


_TICKETS: dict[int, Ticket] = {}


@mcp.tool
async def assign_ticket(ticket_id: int, ctx: Context) -> dict:
    """Assign a ticket to the calling client."""
    ticket = _TICKETS.get(ticket_id)
    if ticket is None:
        await ctx.warning(f"no ticket {ticket_id}")
        return {"ok": False}
    ticket.owner = ctx.client_id.lower()  # expect: DK201
    ctx.info(f"ticket {ticket_id} assigned")  # expect: DK005
    return {"ok": True, "owner": ticket.owner}


@mcp.tool
async def bulk_close(ids: list[int], ctx: Context) -> int:
    """Close several tickets, reporting progress."""
    closed = 0
    for n, ticket_id in enumerate(ids, start=1):
        if _TICKETS.pop(ticket_id, None) is not None:
            closed += 1
        await ctx.report_progress(n, len(ids))
    meta = ctx.request_context.meta  # expect: DK201
    return closed if meta is None else closed
