from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    expected = args.get("run")
    if ctx.run_id == expected:
        return ctx.run_id.lower()  # expect: DK201
    return ""
