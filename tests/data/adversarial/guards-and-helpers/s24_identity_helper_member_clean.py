from devkit.agent import ToolExecutionContext, tool


def same(value):
    return value


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        return None
    who = same(ctx.identity)
    return who.tenant, same(ctx).tool_call_id
