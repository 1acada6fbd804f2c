from devkit.agent import ToolExecutionContext, tool


def _scoped(name: str, ctx: ToolExecutionContext) -> str:
    return f"{ctx.session_id.lower()}/{name}"  # expect: DK201


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return _scoped(args.name, **{"ctx": ctx})
