from devkit.agent import ToolExecutionContext, tool
from devkit.agent.context import MemoryIdentity


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    ident = ident or MemoryIdentity(tenant="t", principal="p", conversation="c")
    return ident.tenant or ""
