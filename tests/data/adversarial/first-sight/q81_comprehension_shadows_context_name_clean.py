from devkit.agent import ToolExecutionContext, tool


@tool(name="names", description="d")
def names(args: dict, ctx: ToolExecutionContext) -> list:
    jobs = args.get("jobs", [])
    ordered = sorted(jobs, key=lambda ctx: ctx.priority)
    return [ctx.name for ctx in ordered] + [ctx.tool_call_id]
