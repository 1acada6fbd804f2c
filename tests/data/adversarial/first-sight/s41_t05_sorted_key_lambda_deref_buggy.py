from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    return sorted(args.items, key=lambda item: (item, ctx.run_id.lower()))  # expect: DK201
