from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    for item in args.items:
        if ctx.run_id is None:
            break
        item.tag = "x"
    return ctx.run_id.upper()  # expect: DK201
