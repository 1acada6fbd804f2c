from devkit.agent import ToolExecutionContext, tool


class Job:
    label: str | None = None
    owner: str = ""


@tool(name="names", description="d")
def names(args: dict, ctx: ToolExecutionContext) -> list:
    def describe(ctx: Job) -> str:
        return ctx.owner + ctx.whatever

    return [describe(job) for job in args.get("jobs", [])] + [ctx.tool_call_id]
