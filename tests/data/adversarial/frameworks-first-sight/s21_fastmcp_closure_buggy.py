from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def sorted_names(names: list[str], ctx: Context) -> list[str]:
    def key(name: str) -> int:
        return len(name) + len(ctx.client_id)  # expect: DK201

    return sorted(names, key=key)
