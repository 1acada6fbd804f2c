from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="tenant_of", description="Says the caller's tenant.")
def tenant_of(args, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case MemoryIdentity(tenant="root"):
            label = "admin"
        case _:
            label = "user"
    return f"{label}:{ctx.identity.principal}"  # expect: DK201
