from collections.abc import Sequence
from dataclasses import dataclass

from fastmcp import Context, FastMCP

mcp = FastMCP("clients")


@dataclass
class Policy:
    trusted_clients: Sequence[str] = ()


@mcp.tool
def whoami(policy: Policy, ctx: Context) -> str:
    if ctx.client_id not in policy.trusted_clients:
        return "untrusted"
    return ctx.client_id.upper()  # expect: DK201
