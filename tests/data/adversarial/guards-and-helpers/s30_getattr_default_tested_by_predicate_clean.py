from devkit.agent import ToolExecutionContext, tool


def _is_none(value) -> bool:
    return value is None


@tool(name="store")
def store(args, ctx: ToolExecutionContext) -> dict:
    sink = ctx.artifacts if ctx.has_artifacts else None
    if not _is_none(sink):
        sink.put("a.txt", "data")
    return {}
