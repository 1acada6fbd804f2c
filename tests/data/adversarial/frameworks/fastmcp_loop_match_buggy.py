from fastmcp import FastMCP, Context
mcp = FastMCP('x')

@mcp.tool
async def t(x: int, ctx: Context) -> str:
    match x:
        case 1:
            if ctx.client_id is None:
                return "anon"
        case _:
            pass
    return ctx.client_id.upper()  # expect: DK201
