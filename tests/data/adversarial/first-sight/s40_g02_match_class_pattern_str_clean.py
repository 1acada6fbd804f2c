from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    match ctx.run_id:
        case str() as rid:
            return rid.upper()
        case None:
            return "no run"
