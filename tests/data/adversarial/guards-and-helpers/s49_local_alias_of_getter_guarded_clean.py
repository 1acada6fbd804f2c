from devkit.agent import ToolExecutionContext, tool


def identity_of(c: ToolExecutionContext):
    return c.identity


@tool(name="whoami", description="Names the caller.")
def whoami(args, ctx: ToolExecutionContext):
    who = identity_of
    if who(ctx) is None:
        return {"principal": None}
    return {"principal": who(ctx).principal}
