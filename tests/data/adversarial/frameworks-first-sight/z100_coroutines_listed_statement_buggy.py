from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def shout(messages: list[str], ctx: Context) -> int:
    [ctx.info(m) for m in messages]  # expect: DK005
    return len(messages)
