from devkit.agent import ToolExecutionContext, tool


@tool(name="whoami", description="Who is calling, in which run.")
async def whoami(args, ctx: ToolExecutionContext) -> str:
    match (ctx.identity, ctx.run_id):
        case (None, "local"):
            return "anonymous, local"
    match (ctx.signal, ctx.run_id):
        case (None, None):
            return "nothing"
        case (signal, run):
            label = run.upper()  # expect: DK201
    return f"{ctx.identity.principal} {label}"  # expect: DK201
