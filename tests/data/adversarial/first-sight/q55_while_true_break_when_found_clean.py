from devkit.agent import ToolExecutionContext, tool


def refresh() -> None:
    pass


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    while True:
        if ctx.identity is not None:
            break
        refresh()
    return ctx.identity.tenant
