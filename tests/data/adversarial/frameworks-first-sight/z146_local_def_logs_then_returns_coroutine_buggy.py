from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def work(ctx: Context) -> str:
    def say(m: str):
        """Tell the client."""
        print(m)
        return ctx.info(m)

    say("hi")  # expect: DK005
    await say("there")
    return "ok"
