from devkit.agent import ToolExecutionContext, tool

OWNERS = {"nightly-1": "build team", "nightly-2": "release team"}


@tool(name="owner", description="Names who owns the run.")
def owner(args, ctx: ToolExecutionContext):
    if ctx.run_id not in OWNERS:
        return {"owner": None}
    return {"owner": OWNERS[ctx.run_id], "run": ctx.run_id.upper()}
