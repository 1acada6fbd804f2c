from devkit.agent import ToolExecutionContext, tool


@tool(name="group", description="Runs a group.")
def group(args, ctx: ToolExecutionContext) -> str:
    try:
        args.run_all()
    except* ValueError:
        print("some failed")
    if ctx.signal is not None and ctx.signal.aborted:
        return "aborted"
    return "ok"
