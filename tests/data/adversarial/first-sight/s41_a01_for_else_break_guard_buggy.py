from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    for _ in args.items:
        if ctx.identity is None:
            break
    else:
        return ctx.identity.tenant  # expect: DK201
    return ""
