from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> dict[str, str]:
    return {x: ctx.run_id.upper() for x in args.items}  # expect: DK201
