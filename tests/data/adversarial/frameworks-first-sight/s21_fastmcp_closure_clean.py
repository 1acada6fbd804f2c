from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def sorted_names(names: list[str], ctx: Context) -> list[str]:
    client = ctx.client_id or ""

    def key(name: str) -> int:
        return len(name) + len(client)

    return sorted(names, key=key)
