from devkit.agent import ToolExecutionContext, tool


@tool(name="run")
def run(args, ctx: ToolExecutionContext):
    def current():
        return ctx.run_id

    if not current():
        return None
    return ctx.run_id.upper()
