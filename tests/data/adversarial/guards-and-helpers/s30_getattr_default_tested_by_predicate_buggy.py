from devkit.agent import ToolExecutionContext, tool


def _is_none(value) -> bool:
    return value is None  # expect: DK202


def _missing(value) -> bool:
    return _is_none(value)


@tool(name="store")
def store(args, ctx: ToolExecutionContext) -> dict:
    # one mistake: the None is made up here, and the predicate only tests it
    sink = getattr(ctx, "artifacts", None)  # expect: DK202
    if not _is_none(sink):
        sink.put("a.txt", "data")
    return {}


@tool(name="direct")
def direct(args, ctx: ToolExecutionContext) -> dict:
    # the member itself tested through the predicate: the test is the mistake, in the helper
    sink = ctx.artifacts
    if _missing(sink):
        return {}
    sink.put("b.txt", "data")
    return {}
