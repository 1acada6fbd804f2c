from fastmcp import FastMCP, Context
mcp = FastMCP('x')

async def t(x: int, ctx: Context) -> str:
    return ctx.request_context.meta.progressToken  # expect: DK201

mcp.tool(name="t")(t)
