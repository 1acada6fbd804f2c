from devkit.agent import ToolExecutionContext, tool


@tool(name="wait_identity", description="Waits for an identity.")
def wait_identity(args, ctx: ToolExecutionContext) -> str | None:
    while True:
        if ctx.identity is not None:
            break
        args.tick()
    return ctx.identity.principal
