from devkit.agent import ToolExecutionContext, tool


@tool(name="t")
def t(args, ctx: ToolExecutionContext) -> str:
    for _ in range(3):
        if ctx.identity is not None:
            break
    else:
        return ctx.identity.tenant  # expect: DK201
    return ctx.identity.principal or ""
