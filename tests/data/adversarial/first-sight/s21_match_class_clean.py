from devkit.agent import ToolExecutionContext, tool
from devkit.agent import MemoryIdentity


@tool(name="t")
def t(args, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case MemoryIdentity(tenant=tenant):
            return ctx.identity.principal or tenant or ""
        case _:
            return ""
