from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    ctxs = [c for c in args.others if c is not None]
    names = [ctx.upper() for ctx in args.names]
    return names + [str(len(ctxs))]
