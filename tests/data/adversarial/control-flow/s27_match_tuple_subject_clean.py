from devkit.agent import ToolExecutionContext, tool


@tool(name="whoami", description="Who is calling, in which run.")
async def whoami(args, ctx: ToolExecutionContext) -> str:
    match (ctx.identity, ctx.run_id):
        case (None, _):
            return "anonymous"
    match (ctx.signal, ctx.run_id):
        case (_, None):
            return "not in a run"
        case (signal, run):
            label = run.upper()
    return f"{ctx.identity.principal} {label}"
