from devkit.agent import ToolExecutionContext, tool


@tool(name="tenants", description="d")
def tenants(args: dict, ctx: ToolExecutionContext) -> list:
    ident = ctx.identity
    if ident is None:
        return []
    seen = []
    for _ in range(3):
        seen.append(ident.tenant)
        ident = ctx.identity
    return seen
