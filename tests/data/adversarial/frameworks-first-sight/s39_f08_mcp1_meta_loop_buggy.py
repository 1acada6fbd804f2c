from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def progress(steps: int, ctx: Context) -> str:
    done = 0
    for step in range(steps):
        if step == 0 and ctx.request_context.meta is None:
            continue
        done += 1
        print(ctx.request_context.meta.progressToken)  # expect: DK201
    return str(done)
