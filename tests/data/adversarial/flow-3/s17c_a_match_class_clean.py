from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


from devkit.agent import MemoryIdentity


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    match ctx.identity:
        case MemoryIdentity(tenant=tenant):
            return tenant or ctx.identity.principal
        case _:
            return "-"
