from devkit.agent import ToolExecutionContext, tool


@tool(name="read", description="Reads a file unless aborted.")
def read(args, ctx: ToolExecutionContext) -> str:
    with open(args.path, encoding="utf-8") as handle:
        if ctx.signal is None:
            return handle.read()
    return str(ctx.signal.aborted)
