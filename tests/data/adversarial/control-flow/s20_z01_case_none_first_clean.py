from devkit.agent import ToolExecutionContext, tool
from devkit.agent.context import MemoryIdentity


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    match ctx.run_id:
        case None:
            return ""
        case run:
            return run.upper()
