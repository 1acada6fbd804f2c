from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.run_id is None:
        return "none"
    try:
        value = args.compute()
    finally:
        label = ctx.run_id.upper()
    return f"{label}:{value}"
