from devkit.agent import ToolExecutionContext, tool


@tool(name="tenants", description="Lists tenants.")
def tenants(args, ctx: ToolExecutionContext) -> list[str | None]:
    return [ident.tenant for ident in [ctx.identity]]  # expect: DK201
