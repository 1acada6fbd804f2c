from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Names the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str | None:
    def read() -> str | None:
        return ctx.identity.tenant  # expect: DK201

    if ctx.identity is None:
        return None
    return read()
