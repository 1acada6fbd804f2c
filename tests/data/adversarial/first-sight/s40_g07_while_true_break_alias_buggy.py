from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    sig = ctx.signal
    count = 0
    while True:
        count += 1
        if count > args.limit:
            break
        if sig is not None and sig.aborted:
            break
    return count + int(sig.aborted)  # expect: DK201
