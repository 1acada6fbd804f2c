from devkit.agent import ToolExecutionContext, tool


@tool(name="state", description="Reports the abort state.")
def state(args, ctx: ToolExecutionContext) -> str:
    match ctx.signal:
        case s if s is not None and s.aborted:
            return "stopped"
        case _:
            return str(ctx.signal.aborted)  # expect: DK201
