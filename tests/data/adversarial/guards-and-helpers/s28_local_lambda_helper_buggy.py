from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant")
def tenant(args, ctx: ToolExecutionContext):
    read = lambda c: c.signal.aborted  # expect: DK201
    if ctx.identity is None:
        return None
    return {"tenant": ctx.identity.tenant, "aborted": read(ctx)}
