from fastmcp import Context
from fastmcp.tools import tool


@tool
async def client(ctx: Context) -> str:
    return ctx.client_id.upper()  # expect: DK201
