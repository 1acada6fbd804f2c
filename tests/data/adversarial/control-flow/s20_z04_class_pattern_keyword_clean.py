from devkit.agent import ToolExecutionContext, tool
from devkit.agent.context import MemoryIdentity


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case MemoryIdentity(principal=str(who)):
            return who
        case MemoryIdentity():
            return ctx.identity.tenant or ""
    return ""
