import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="poll", description="Poll a job.")
async def poll(args, ctx: ToolExecutionContext) -> int:
    done = 0
    while done < 10:  # expect: DK501
        await asyncio.sleep(1)
        done += 1
    return done
