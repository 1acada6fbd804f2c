from devkit.agent import ToolExecutionContext, tool
from devkit.agent.context import MemoryIdentity


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    match ctx.run_id:
        case None | "":
            return "none"
        case _:
            return ctx.run_id.upper()
