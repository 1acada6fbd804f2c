from types import SimpleNamespace

from devkit.agent import MemoryIdentity, ToolExecutionContext, tool

FALLBACK = MemoryIdentity(tenant="t", principal="p", conversation=None)


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    box = SimpleNamespace(who=None)
    for _ in range(2):
        box.who = ctx.identity
        if box.who:
            print(box.who.tenant)
    return None
