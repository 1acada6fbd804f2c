import asyncio

from agents import RunContextWrapper, function_tool


@function_tool
async def poll(wrapper: RunContextWrapper[None], times: int) -> int:
    done = 0
    for _ in range(times):
        await asyncio.sleep(0.1)
        done += 1
    return done
