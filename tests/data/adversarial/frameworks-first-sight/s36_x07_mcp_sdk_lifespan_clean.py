from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

from mcp.server.fastmcp import Context, FastMCP


@dataclass
class Deps:
    prefix: str


@asynccontextmanager
async def lifespan(server: FastMCP) -> AsyncIterator[Deps]:
    yield Deps(prefix=">")


mcp = FastMCP("life", lifespan=lifespan)


@mcp.tool()
def shout(text: str, ctx: Context) -> str:
    deps = ctx.request_context.lifespan_context
    return deps.prefix + text.upper()
