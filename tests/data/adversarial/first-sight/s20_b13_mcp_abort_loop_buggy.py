import asyncio

from devkit.mcp import ExecutionContext, tool


@tool(name="poll")
async def poll(args: dict, ctx: ExecutionContext) -> dict:
    done = 0
    while done < 10:  # expect: DK501
        await asyncio.sleep(1)
        done += 1
    return {"done": done, "request": ctx.request_id}
