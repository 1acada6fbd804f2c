"""A notes server."""

import logging

from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("notes")
log = logging.getLogger(__name__)
_notes: dict[str, list[str]] = {}


def _owner(ctx: Context) -> str:
    return ctx.client_id.lower()  # expect: DK201


@mcp.tool
async def add_note(text: str, ctx: Context) -> int:
    owner = _owner(ctx)
    _notes.setdefault(owner, []).append(text)
    ctx.info(f"added note for {owner}")  # expect: DK005
    return len(_notes[owner])


@mcp.tool
async def list_notes(ctx: Context) -> list[str]:
    client = ctx.client_id
    if client is None:
        raise ToolError("who are you?")
    await ctx.report_progress(1, 1)
    return _notes.get(client.lower(), [])


@mcp.tool
async def clear_notes(ctx: Context) -> str:
    try:
        ok = await ctx.elicit("Really clear?", response_type=bool)
    except ToolError:
        return "cannot ask"
    if ok:
        _notes.pop(_owner(ctx), None)
    return "cleared"
