from devkit.agent import ToolExecutionContext, tool


@tool(name="lock", description="Takes a lock for the run.")
def lock(args, ctx: ToolExecutionContext) -> str:
    if ctx.on_teardown is None or "run" not in (ctx.teardown_scopes or ()):
        return "no teardown"
    args.lock.acquire()
    ctx.on_teardown(args.lock.release, scope="runs")  # expect: DK304
    return "locked"
