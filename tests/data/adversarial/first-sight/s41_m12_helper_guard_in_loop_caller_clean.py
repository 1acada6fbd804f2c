from devkit.agent import ToolExecutionContext, tool


def _tag(ctx: ToolExecutionContext, item: str) -> str:
    return f"{ctx.run_id.lower()}:{item}"


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    out = []
    for item in args.items:
        if ctx.run_id is None:
            break
        out.append(_tag(ctx, item))
    return out
