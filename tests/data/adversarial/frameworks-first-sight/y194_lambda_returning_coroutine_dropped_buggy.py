from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def work(ctx: Context) -> str:
    say = lambda m: ctx.info(m)
    say("hi")  # expect: DK005
    return "ok"
