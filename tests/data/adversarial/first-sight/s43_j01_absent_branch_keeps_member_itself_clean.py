from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    match ctx.run_id:
        case None:
            held = ctx.run_id
            print("no run:", held)
        case _:
            held = ctx.run_id
    return str(held)
