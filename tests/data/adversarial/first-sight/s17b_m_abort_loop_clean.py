from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


import asyncio


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> int:
    n = 0
    for _ in range(5):
        if ctx.abort_signal is not None and ctx.abort_signal.aborted:
            break
        await asyncio.sleep(0.1)
        n += 1
    return n
