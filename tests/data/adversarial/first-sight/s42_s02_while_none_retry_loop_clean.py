from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    tries = 0
    while ctx.run_id is None:
        tries += 1
        if tries > 3:
            return "no run"
    return ctx.run_id.upper()
