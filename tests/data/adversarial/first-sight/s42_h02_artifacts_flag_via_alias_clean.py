from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    can_store = ctx.has_artifacts
    if not can_store:
        return args.text
    meta = ctx.artifacts.put("out.txt", args.text)
    return meta.id
