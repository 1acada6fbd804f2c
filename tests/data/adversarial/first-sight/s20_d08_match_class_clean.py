from devkit.agent import ToolExecutionContext, tool
from devkit.agent.context import MemoryIdentity


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case MemoryIdentity(tenant=str() as tenant):
            return tenant.upper()
        case MemoryIdentity():
            return ctx.identity.principal or "?"
        case _:
            return "anonymous"
