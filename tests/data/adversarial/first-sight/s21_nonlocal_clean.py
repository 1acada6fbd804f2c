from devkit.agent import ToolExecutionContext, tool


@tool(name="t")
def t(args, ctx: ToolExecutionContext) -> str:
    tenant = ""

    def read() -> None:
        nonlocal tenant
        if ctx.identity is not None:
            tenant = ctx.identity.tenant or ""

    read()
    return tenant.upper()
