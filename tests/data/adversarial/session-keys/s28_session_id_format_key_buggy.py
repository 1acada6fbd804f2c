from devkit.agent import ToolExecutionContext, tool

CACHE: dict = {}


@tool(name="formatted")
def formatted(args, ctx: ToolExecutionContext):
    if ctx.session_id is None:
        return None
    CACHE["{}".format(ctx.session_id)] = args  # expect: DK401
    return None


@tool(name="percent")
def percent(args, ctx: ToolExecutionContext):
    sid = ctx.session_id
    if sid is None:
        return None
    return CACHE.get("%s" % (sid,))  # expect: DK401


@tool(name="numbered")
def numbered(args, ctx: ToolExecutionContext):
    key = "{0!s}".format(ctx.session_id)  # expect: DK401
    return key in CACHE
