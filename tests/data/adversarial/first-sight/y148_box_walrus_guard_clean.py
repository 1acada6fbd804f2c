from types import SimpleNamespace

from devkit.agent import MemoryIdentity, ToolExecutionContext, tool

FALLBACK = MemoryIdentity(tenant="t", principal="p", conversation=None)


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    box = SimpleNamespace()
    if (who := ctx.identity) is None:
        return None
    box.who = who
    return box.who.tenant
