from devkit.agent import ToolExecutionContext, tool


@tool(name="main_run", description="Is it the main run.")
def main_run(args, ctx: ToolExecutionContext) -> str:
    if ctx.run_id == "main" or None is not ctx.signal and ctx.signal.aborted:
        return "main-or-stopped"
    return ""
