from devkit.agent import ToolExecutionContext, tool
from devkit.agent.context import MemoryIdentity


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    if not ident:
        ident = MemoryIdentity(tenant="t", principal="p", conversation="c")
    return ident.tenant or ""
