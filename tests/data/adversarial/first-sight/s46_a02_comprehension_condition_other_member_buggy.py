from devkit.agent import ToolExecutionContext, tool


@tool(name="tenants", description="Lists the caller's tenant once per page.")
def tenants(args, ctx: ToolExecutionContext) -> list[str]:
    return [ctx.identity.tenant for _ in range(args.pages) if ctx.signal is not None]  # expect: DK201
