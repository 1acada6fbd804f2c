from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="tenant_of", description="Name the tenant.")
async def tenant_of(args, ctx: ToolExecutionContext) -> str:
    who = ctx.identity
    match who:
        case MemoryIdentity(tenant=tenant) if tenant:
            return tenant
        case _:
            pass
    return who.principal  # expect: DK201
