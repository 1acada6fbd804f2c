from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    out = []
    for item in args.items:
        if ctx.identity is None:
            continue
        out.append(f"{ctx.identity.principal}:{item}")
    return out
