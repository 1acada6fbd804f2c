import fastmcp
import fastmcp.server.dependencies

mcp = fastmcp.FastMCP("notes")


def current() -> fastmcp.Context:
    return fastmcp.server.dependencies.get_context()


@mcp.tool
async def progress(title: str) -> str:
    ctx = current()
    token = ctx.request_context.meta.progressToken  # expect: DK201
    return f"{title.lower()}:{token}"
