from devkit.agent import ToolExecutionContext, tool


def same(value):
    return value


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    who = same(ctx.identity)
    return who.tenant  # expect: DK201
