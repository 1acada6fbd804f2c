from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            return "none"
    finally:
        print(ctx.identity.tenant)  # expect: DK201
    return ctx.identity.principal or ""
