from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    for _ in range(3):
        if ctx.run_id is not None:
            break
    else:
        print("no run yet")
    return ctx.run_id.upper()  # expect: DK201
