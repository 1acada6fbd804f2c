from devkit.agent import ToolExecutionContext, tool


def show(ctx: ToolExecutionContext) -> None:
    print(ctx.identity.tenant)  # expect: DK201


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    show(ctx)
    return str(ctx.identity.principal)
