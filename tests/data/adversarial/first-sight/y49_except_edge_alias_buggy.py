from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Name the tenant.")
async def tenant(args, ctx: ToolExecutionContext) -> str:
    who = ctx.identity
    try:
        if who is None:
            raise ValueError("anonymous")
        name = who.tenant
    except ValueError:
        name = who.principal  # expect: DK201
    return name
