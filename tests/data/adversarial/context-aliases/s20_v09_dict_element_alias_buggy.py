from devkit.agent import ToolExecutionContext, tool
from devkit.agent.context import MemoryIdentity


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    meta = {"ident": ctx.identity, "run": ctx.run_id}
    return meta["ident"].tenant or ""  # expect: DK201
