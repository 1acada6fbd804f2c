from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("notes")


@mcp.tool
async def add_note(text: str, ctx: Context) -> dict:
    """Add a note for the caller."""
    token = get_access_token()
    owner = token.client_id if token is not None else "anonymous"
    notes = await ctx.get_state("notes") or []  # expect: DK401
    notes.append({"owner": owner, "text": text})
    await ctx.set_state("notes", notes)
    await ctx.report_progress(1, 1)
    rc = ctx.request_context
    agent = "unknown"
    if rc is not None and rc.request is not None:
        agent = rc.request.headers.get("user-agent", "unknown")
    await ctx.info(f"note added by {owner} via {agent}")
    return {"count": len(notes)}
