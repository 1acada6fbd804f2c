from fastmcp import Context, FastMCP

mcp = FastMCP("x")


class Notes:
    def __init__(self) -> None:
        self.items: list[str] = []

    async def add(self, text: str, ctx: Context) -> int:
        self.items.append(f"{ctx.client_id.lower()}:{text}")  # expect: DK201
        return len(self.items)


notes = Notes()
mcp.tool(notes.add)
