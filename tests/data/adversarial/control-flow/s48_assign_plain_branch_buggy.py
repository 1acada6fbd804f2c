from devkit.agent import ToolExecutionContext, tool


def fallback(what: str) -> str:
    return f"no {what}"


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    if ctx.identity is not None:
        tenant = ctx.identity.tenant
    else:
        tenant = fallback("identity")
    print("principal", ctx.identity.principal)  # expect: DK201
    return tenant
