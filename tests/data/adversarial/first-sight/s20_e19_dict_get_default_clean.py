from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext, ) -> str:
    meta = {"run": ctx.run_id}
    run = meta.get("run") or "none"
    return run.upper()
