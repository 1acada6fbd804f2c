from devkit.agent import ToolExecutionContext, tool


@tool(name="trace", description="Tags a trace with the run.")
def trace(args, ctx: ToolExecutionContext) -> str:
    rid = "local" if not ctx.run_id else ctx.run_id  # expect: DK204
    return f"{rid}:{args.step}"
