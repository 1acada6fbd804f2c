from devkit.agent import ToolExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    def missing():
        """No signal to watch."""; return ctx.signal is None

    if missing():
        return "nothing to cancel"
    return ctx.signal.aborted
