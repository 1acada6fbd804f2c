from types import SimpleNamespace

from devkit.agent import MemoryIdentity, ToolExecutionContext, tool

FALLBACK = MemoryIdentity(tenant="t", principal="p", conversation=None)


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    box = SimpleNamespace()
    box.who = ctx.identity or FALLBACK
    return box.who.principal
