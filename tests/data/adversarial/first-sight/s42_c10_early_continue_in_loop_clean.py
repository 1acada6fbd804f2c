from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    out = []
    for x in args.items:
        if ctx.signal is None:
            continue
        if ctx.signal.aborted:
            break
        out.append(x)
    return out
