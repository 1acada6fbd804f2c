from devkit.agent import ToolExecutionContext, tool
from devkit.agent.context import MemoryIdentity


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    ident = None
    for _ in range(2):
        ident = ctx.identity
    return ident.tenant or ""  # expect: DK201
