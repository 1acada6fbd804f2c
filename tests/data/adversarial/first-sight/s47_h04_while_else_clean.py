from devkit.agent import ToolExecutionContext, tool


@tool(name="spin", description="Spins until the run is known.")
def spin(args, ctx: ToolExecutionContext) -> str:
    tries = 0
    while tries < 3:
        tries += 1
        if ctx.run_id is None:
            continue
        break
    else:
        return "unknown"
    return ctx.run_id.lower()
