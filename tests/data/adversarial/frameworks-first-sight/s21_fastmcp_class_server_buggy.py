from fastmcp import Context, FastMCP


class Server:
    def __init__(self) -> None:
        self.mcp = FastMCP("classy")
        self.mcp.tool(self.lookup)

    async def lookup(self, key: str, ctx: Context) -> str:
        client = ctx.client_id
        return client.strip() + key  # expect: DK201
