from devkit.agent import ToolExecutionContext, tool


@tool(name="both", description="Read both.")
async def both(args, ctx: ToolExecutionContext) -> str:
    who, signal = ctx.identity, ctx.signal
    if signal is not None and signal.aborted:
        return "aborted"
    return who.tenant  # expect: DK201
