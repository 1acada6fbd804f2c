from mcp.server.fastmcp import FastMCP, Context
mcp = FastMCP('x')

@mcp.tool()
async def t(path: str, ctx: Context) -> str:
    with open(path) as fh:
        data = fh.read()
        meta = ctx.request_context.meta
    return data + str(meta.progressToken)  # expect: DK201
