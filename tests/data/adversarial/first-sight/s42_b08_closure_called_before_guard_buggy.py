from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    def tag() -> str:
        return ctx.run_id.upper()  # expect: DK201

    first = tag()
    if ctx.run_id is None:
        return "none"
    return first
