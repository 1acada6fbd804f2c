from devkit.agent import ToolExecutionContext, tool


@tool(name="seed", description="Seeds counters for the session.")
def seed(args, ctx: ToolExecutionContext) -> dict:
    if ctx.session_id is None:
        return {}
    return {ctx.session_id: n for n in range(args.count)}  # expect: DK401
