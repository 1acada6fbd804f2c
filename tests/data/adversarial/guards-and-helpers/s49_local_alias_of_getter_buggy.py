from devkit.agent import ToolExecutionContext, tool


def identity_of(c: ToolExecutionContext):
    return c.identity


@tool(name="whoami", description="Names the caller.")
def whoami(args, ctx: ToolExecutionContext):
    who = identity_of
    return {"principal": who(ctx).principal}  # expect: DK201
