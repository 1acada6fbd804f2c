from collections.abc import Sequence

from fastmcp import Context, FastMCP

mcp = FastMCP("clients")


@mcp.tool
def whoami(trusted: Sequence[str], ctx: Context) -> str:
    # pyright narrows `in` only for builtin containers: a Sequence proves nothing
    if ctx.client_id in trusted:
        return ctx.client_id.upper()  # expect: DK201
    return "untrusted"
