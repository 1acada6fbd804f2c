from fastmcp import FastMCP


async def origin(q: str, ctx=None) -> str:  # expect: DK004
    return q


def register(mcp: FastMCP) -> None:
    mcp.tool(origin)
