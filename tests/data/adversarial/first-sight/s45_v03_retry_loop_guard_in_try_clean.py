import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="fetch", description="Fetches with retries.")
async def fetch(args, ctx: ToolExecutionContext) -> str:
    attempt = 0
    while attempt < 3:
        attempt += 1
        if ctx.signal is not None and ctx.signal.aborted:
            break
        try:
            if ctx.identity is None:
                raise PermissionError("anonymous")
            body = await args.client.get(args.url)
        except TimeoutError:
            await asyncio.sleep(attempt)
            continue
        return f"{ctx.identity.tenant}:{body}"
    return "gave up"
