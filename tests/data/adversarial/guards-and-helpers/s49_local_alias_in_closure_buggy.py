from devkit.agent import ToolExecutionContext, tool


def identity_of(c: ToolExecutionContext):
    return c.identity


@tool(name="whoami", description="Names the caller.")
def whoami(args, ctx: ToolExecutionContext):
    who = identity_of

    def describe() -> str:
        return who(ctx).principal.title()  # expect: DK201

    return {"caller": describe()}
