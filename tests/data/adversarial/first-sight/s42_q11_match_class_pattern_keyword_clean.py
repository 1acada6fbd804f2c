from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case MemoryIdentity(tenant=str() as tenant):
            return tenant.upper()
        case _:
            return "none"
