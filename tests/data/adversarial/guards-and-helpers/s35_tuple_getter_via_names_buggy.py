from devkit.agent import ToolExecutionContext, tool


def parts(ctx: ToolExecutionContext):
    sig = ctx.signal
    ident = ctx.identity
    return sig, ident


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    sig, ident = parts(ctx)
    if sig is not None and sig.aborted:
        return "stopped"
    return ident.tenant  # expect: DK201
