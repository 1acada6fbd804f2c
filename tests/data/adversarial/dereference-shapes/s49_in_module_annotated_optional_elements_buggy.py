from devkit.agent import ToolExecutionContext, tool

KNOWN_RUNS: set[str | None] = {None}


@tool(name="known", description="Tells a known run.")
def known(args, ctx: ToolExecutionContext):
    if ctx.run_id in KNOWN_RUNS:
        return ctx.run_id.upper()  # expect: DK201
    return None
