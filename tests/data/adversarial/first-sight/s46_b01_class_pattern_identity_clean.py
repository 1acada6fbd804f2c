from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="tenant_of", description="Says the caller's tenant.")
def tenant_of(args, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case MemoryIdentity(tenant=tenant):
            return tenant
        case _:
            return "anonymous"
