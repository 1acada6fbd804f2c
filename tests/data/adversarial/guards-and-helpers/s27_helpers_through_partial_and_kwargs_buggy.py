import asyncio
from functools import partial

from devkit.agent import ToolExecutionContext, tool


def identity_of(ctx: ToolExecutionContext):
    return ctx.identity


async def note(ctx: ToolExecutionContext, text: str) -> None:
    await asyncio.sleep(0)


@tool(name="whoami", description="Who is calling.")
async def whoami(args, ctx: ToolExecutionContext) -> str:
    partial(note, ctx)("starting")  # expect: DK005
    ident = identity_of(**{"ctx": ctx})
    return ident.principal or ""  # expect: DK201
