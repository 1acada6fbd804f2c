from devkit.agent import ToolExecutionContext, tool


def labelled(c: ToolExecutionContext):
    return "v1", c.identity


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    return labelled(ctx)[0].upper()
