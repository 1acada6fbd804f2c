from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Name the tenant.")
async def tenant(args, ctx: ToolExecutionContext) -> str:
    try:
        who = ctx.identity
    except Exception:
        return "error"
    else:
        if who is None:
            return "anon"
    return who.tenant
