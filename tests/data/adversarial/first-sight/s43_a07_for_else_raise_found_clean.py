from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    for _ in range(3):
        if ctx.run_id is not None:
            break
    else:
        raise RuntimeError("no run")
    return ctx.run_id.upper()
