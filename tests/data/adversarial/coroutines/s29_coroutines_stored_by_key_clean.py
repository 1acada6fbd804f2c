import asyncio

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")
PENDING: dict = {}


@mcp.tool
async def loop_awaited(keys: list[str], ctx: Context) -> dict:
    jobs = {}
    for k in keys:
        jobs[k] = ctx.get_state(k)
    out = {}
    for k, job in jobs.items():
        out[k] = await job
    return out


@mcp.tool
async def comp_awaited(keys: list[str], ctx: Context) -> dict:
    jobs = {}
    for k in keys:
        jobs[k] = ctx.get_state(k)
    return {k: await v for k, v in jobs.items()}


@mcp.tool
async def awaited_one(ctx: Context) -> str:
    jobs = {}
    jobs["a"] = ctx.get_state("a")
    return await jobs["a"]


@mcp.tool
async def gathered_list(ctx: Context) -> list:
    jobs = [None, None]
    jobs[0] = ctx.get_state("a")
    jobs[1] = ctx.get_state("b")
    return await asyncio.gather(*jobs)


@mcp.tool
async def kept_for_later(key: str, ctx: Context) -> str:
    PENDING[key] = ctx.get_state(key)
    return key


def collect(keys: list[str], ctx: Context) -> dict:
    jobs = {}
    for k in keys:
        jobs[k] = ctx.get_state(k)
    return jobs
