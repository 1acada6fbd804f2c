from devkit.agent import tool, ToolExecutionContext

CACHE: dict = {}


@tool(name="formatted")
def formatted(args, ctx: ToolExecutionContext):
    k = f"{ctx.session_id}"
    return CACHE.get(k)  # expect: DK401


@tool(name="converted")
def converted(args, ctx: ToolExecutionContext):
    sid = str(ctx.session_id)
    CACHE[sid] = args  # expect: DK401
    return None


@tool(name="through_alias")
def through_alias(args, ctx: ToolExecutionContext):
    session = ctx.session_id
    if session is None:
        return None
    text = f"{session}"
    return text in CACHE  # expect: DK401
