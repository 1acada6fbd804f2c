from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    match ctx.run_id:
        case str() if ctx.identity is not None:
            return ctx.identity.tenant
        case _:
            return ctx.identity.principal  # expect: DK201
