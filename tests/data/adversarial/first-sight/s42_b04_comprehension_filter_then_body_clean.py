from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    return [f"{ctx.identity.principal}:{x}" for x in args.items if ctx.identity is not None]
