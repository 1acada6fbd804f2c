from devkit.agent import ToolExecutionContext, tool
from devkit.agent.context import MemoryIdentity


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    a = b = ctx.identity
    if b is None:
        print("none")
    return a.tenant or ""  # expect: DK201
