from types import SimpleNamespace

from devkit.agent import MemoryIdentity, ToolExecutionContext, tool

FALLBACK = MemoryIdentity(tenant="t", principal="p", conversation=None)


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    box = SimpleNamespace(inner=SimpleNamespace())
    box.inner.who = ctx.identity
    if box.inner.who is not None:
        return box.inner.who.tenant
    return None
