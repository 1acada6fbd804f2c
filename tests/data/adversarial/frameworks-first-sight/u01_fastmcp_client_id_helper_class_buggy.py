from dataclasses import dataclass

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@dataclass
class Caller:
    client_id: str | None


def caller_of(ctx: Context) -> Caller:
    return Caller(client_id=ctx.client_id)


@mcp.tool
async def whoami(ctx: Context) -> str:
    return ctx.client_id.upper()  # expect: DK201
