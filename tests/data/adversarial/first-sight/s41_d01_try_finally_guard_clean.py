from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    calls = []
    try:
        if ctx.run_id is None:
            return ""
    finally:
        calls.append("checked")
    return ctx.run_id.upper()
