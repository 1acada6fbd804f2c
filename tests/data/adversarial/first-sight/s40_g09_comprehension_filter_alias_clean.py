from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d", wants=["report"])
def t(args, ctx: ToolExecutionContext) -> list[int]:
    return [meta.size for name in args.names if ctx.wanted and (meta := ctx.wanted.get(name)) is not None]
