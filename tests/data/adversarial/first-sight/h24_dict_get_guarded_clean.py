from devkit.agent import tool, ToolExecutionContext


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    info = {"ident": ctx.identity, "run": ctx.run_id}
    if info.get("ident") is None or not info.get("run"):
        return None
    return info["ident"].tenant, info.get("run").upper()
