from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    import contextlib
    tenant = ""
    with contextlib.suppress(AttributeError):
        tenant = ctx.identity.tenant or ""
    return tenant
