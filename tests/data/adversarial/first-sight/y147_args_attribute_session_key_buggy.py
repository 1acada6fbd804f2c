from types import SimpleNamespace

from devkit.agent import MemoryIdentity, ToolExecutionContext, tool

FALLBACK = MemoryIdentity(tenant="t", principal="p", conversation=None)


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    cache: dict = {}
    args.owner = ctx.session_id
    return cache[args.owner]  # expect: DK401
