from devkit.agent import ToolExecutionContext, tool

CACHE: dict = {}


@tool(name="labelled")
def labelled(args, ctx: ToolExecutionContext):
    if ctx.session_id is None or ctx.identity is None:
        return None
    label = "{}/{}".format(ctx.identity.tenant, ctx.session_id)
    CACHE["session: %s" % ctx.session_id] = label
    return CACHE.get(label)
