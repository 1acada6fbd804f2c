from devkit.agent import ToolExecutionContext, tool


@tool(name="run_of", description="Waits for a run.")
def run_of(args, ctx: ToolExecutionContext) -> str:
    for _attempt in range(3):
        if ctx.run_id is not None:
            break
    else:
        return "no run"
    return ctx.run_id.upper()
