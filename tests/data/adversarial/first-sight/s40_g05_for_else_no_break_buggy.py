from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    for item in args.items:
        if item == "stop":
            break
    else:
        if ctx.identity is None:
            return "anonymous"
    return ctx.identity.principal or "?"  # expect: DK201
