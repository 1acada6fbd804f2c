from devkit.agent import ToolExecutionContext, tool


@tool(name="owner", description="Names who owns the run.")
def owner(args, ctx: ToolExecutionContext):
    owners = {None: "nobody", "nightly-1": "build team"}
    if ctx.run_id in owners:
        return {"owner": owners[ctx.run_id], "run": ctx.run_id.upper()}  # expect: DK201
    return {"owner": None}
