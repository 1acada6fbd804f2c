from devkit.agent import ToolExecutionContext, tool


@tool(name="names", description="d")
def names(args: dict, ctx: ToolExecutionContext) -> list:
    call = ctx.tool_call_id
    found = [call]
    for ctx in args.get("jobs", []):
        found.append(ctx.label.upper())
    return found
