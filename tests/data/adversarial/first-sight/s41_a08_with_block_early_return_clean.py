from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    with open(args.path) as fh:
        if ctx.run_id is None:
            return ""
        data = fh.read()
    return ctx.run_id.upper() + data
