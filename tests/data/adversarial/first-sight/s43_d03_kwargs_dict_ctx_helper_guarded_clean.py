from devkit.agent import ToolExecutionContext, tool


def _mark(label: str, ctx=None) -> str:
    if ctx is None or ctx.run_id is None:
        return label
    return f"{label}:{ctx.run_id.upper()}"


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return _mark(args.label, **{"ctx": ctx})
