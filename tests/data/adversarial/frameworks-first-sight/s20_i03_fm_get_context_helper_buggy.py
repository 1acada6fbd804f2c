from fastmcp import FastMCP
from fastmcp.server.dependencies import get_context

mcp = FastMCP("demo")


def log_progress(message: str) -> None:
    ctx = get_context()
    ctx.info(message)  # expect: DK005


@mcp.tool
async def work(n: int) -> int:
    log_progress(f"working on {n}")
    return n * 2
