"""A FastMCP server with the bugs people ship: each one fails in real fastmcp 4."""

from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("notes")
NOTES: dict[str, list[str]] = {}


@mcp.tool
async def add_note(text: str, ctx: Context) -> str:
    """Store a note for the caller."""
    ctx.info(f"adding a note of {len(text)} characters")
    NOTES.setdefault(ctx.session_id, []).append(text)
    return f"{len(NOTES[ctx.session_id])} notes"


@mcp.tool
async def whoami(ctx: Context) -> str:
    """Who is calling, by client id and token."""
    token = get_access_token()
    await ctx.debug(f"token {token.token}")
    return ctx.client_id.upper()


@mcp.tool
async def summarise(ctx: Context) -> str:
    """Summarise every note with the client's model."""
    reply = await ctx.sample("Summarise: " + " ".join(sum(NOTES.values(), [])))
    return reply.text


@mcp.tool
async def search(query: str, ctx=None) -> list[str]:
    """Notes containing `query`."""
    return [n for notes in NOTES.values() for n in notes if query in n]
