from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="tenant", description="Names the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case MemoryIdentity(tenant=str() as name):
            return name + "/" + str(ctx.identity.principal)
        case _:
            return "unknown"
