from devkit.agent import ToolExecutionContext, tool
from devkit.agent import MemoryIdentity


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case MemoryIdentity(tenant=tenant):
            return tenant.upper()  # expect: DK201
        case _:
            return "none"
