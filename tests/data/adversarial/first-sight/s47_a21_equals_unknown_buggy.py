from devkit.agent import ToolExecutionContext, tool


@tool(name="same_run", description="Compares runs.")
def same_run(args, ctx: ToolExecutionContext) -> str:
    if ctx.run_id == args.run:
        return ctx.run_id.upper()  # expect: DK201
    return ""
