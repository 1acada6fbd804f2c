from devkit.agent import ToolExecutionContext, tool


class Ids:
    @classmethod
    def run(cls, ctx: ToolExecutionContext):
        return ctx.run_id


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return Ids.run(ctx).upper()  # expect: DK201
