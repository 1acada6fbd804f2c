from devkit.agent import ToolExecutionContext, tool


def refresh() -> None:
    pass


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    for _ in range(3):
        if ctx.identity is not None:
            break
        refresh()
    else:
        return "no identity"
    return ctx.identity.tenant
