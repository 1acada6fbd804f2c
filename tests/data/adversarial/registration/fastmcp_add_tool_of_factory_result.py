from fastmcp import FastMCP, Context
mcp = FastMCP('x')

def make():
    async def t(x: int, ctx: Context) -> str:
        return ctx.client_id.upper()  # expect: DK201
    return t

mcp.add_tool(make())
