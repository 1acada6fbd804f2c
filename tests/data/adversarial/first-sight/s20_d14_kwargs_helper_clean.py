from devkit.agent import ToolExecutionContext, tool


def _stamp(text: str, *, ctx: ToolExecutionContext) -> str:
    if ctx.signal is None:
        return text
    return f"[{ctx.signal.aborted}] {text}"


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    return _stamp("x", **{"ctx": ctx})
