from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t", wants=["report"])
def t(args: dict, ctx: ToolExecutionContext) -> int:
    wanted = ctx.wanted or {}
    size = wanted["report"].size if "report" in wanted else 0
    wanted = {"summary": size}
    return wanted.get("summary", 0)
