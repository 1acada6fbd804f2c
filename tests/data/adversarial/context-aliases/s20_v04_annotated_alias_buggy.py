from devkit.agent import ToolExecutionContext, tool
from devkit.agent.context import MemoryIdentity


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    ident: MemoryIdentity | None = ctx.identity
    return ident.tenant or ""  # expect: DK201
