from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


class Caller:
    def __init__(self, context: Context) -> None:
        self.context = context

    async def note(self, text: str) -> None:
        await self.context.info(text)

    def client(self) -> str:
        return self.context.client_id.upper()  # expect: DK201


@mcp.tool
async def remember(key: str, ctx: Context) -> str:
    pending: object = ctx.get_state(key)  # expect: DK005
    held: Context = ctx
    caller: Caller = Caller(held)
    await caller.note("remembering")
    return caller.client()
