from devkit.agent import ToolExecutionContext, tool


@tool(name="label", description="Labels names with the caller.")
def label(args, ctx: ToolExecutionContext) -> list[str]:
    if (who := ctx.identity) is None:
        return []
    return [f"{who.principal}:{name}" for name in args.names]
