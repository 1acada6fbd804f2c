import asyncio
from typing import Any

from google.adk import Context
from google.adk.workflow import BaseNode, node


@node(rerun_on_resume=True)
async def parallel(ctx: Context, node_input: list[Any], worker: BaseNode):
    tasks = []
    for item in node_input:
        tasks.append(ctx.run_node(worker, item))
    return await asyncio.gather(*tasks)


@node(rerun_on_resume=True)
async def each(ctx: Context, node_input: list[Any], worker: BaseNode):
    pending = []
    for item in node_input:
        task = ctx.run_node(worker, item, run_id=f"item-{item}")
        pending.append(task)
    return await asyncio.gather(*pending)
