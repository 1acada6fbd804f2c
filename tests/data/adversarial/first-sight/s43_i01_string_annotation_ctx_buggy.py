from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: "ToolExecutionContext") -> str:
    return ctx.run_id.upper()  # expect: DK201
