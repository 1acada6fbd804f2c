from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


async def deny(what: str) -> NoReturn:
    raise PermissionError(f"no {what}")


@tool(name="a", description="d")
async def a(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        await deny("identity")
    ctx.signal or await deny("signal")
    return ctx.identity.tenant, ctx.signal.aborted
