from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def work(ctx: Context) -> str:
    say = lambda m: ctx.info(m)
    await say("hi")
    return "ok"
