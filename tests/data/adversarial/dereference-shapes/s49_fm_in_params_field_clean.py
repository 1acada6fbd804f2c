from dataclasses import dataclass, field

from fastmcp import Context, FastMCP

mcp = FastMCP("clients")


@dataclass
class Policy:
    trusted_clients: frozenset[str] = field(default_factory=frozenset)


@mcp.tool
def whoami(policy: Policy, ctx: Context) -> str:
    if ctx.client_id not in policy.trusted_clients:
        return "untrusted"
    return ctx.client_id.upper()
