from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if not ctx.has_artifacts:
        return ""
    art = ctx.artifacts.get(args.ref)
    return art.name if art is not None else "missing"
