from devkit.agent import ToolExecutionContext, tool


def known(ctx: ToolExecutionContext) -> bool:
    if ctx.identity is None:
        return False
    return True


@tool(name="tenants", description="d")
def tenants(args: dict, ctx: ToolExecutionContext) -> list:
    return [f"{ctx.identity.tenant}:{i}" for i in range(3) if known(ctx)]
