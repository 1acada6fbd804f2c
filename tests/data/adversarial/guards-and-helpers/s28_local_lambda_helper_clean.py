from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant")
def tenant(args, ctx: ToolExecutionContext):
    if ctx.signal is None:
        return None
    read = lambda c: c.signal.aborted
    return {"aborted": read(ctx)}
