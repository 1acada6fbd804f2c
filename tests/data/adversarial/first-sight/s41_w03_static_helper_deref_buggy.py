from devkit.agent import ToolExecutionContext, tool


class Fmt:
    @staticmethod
    def run(ctx: ToolExecutionContext) -> str:
        return ctx.run_id.upper()  # expect: DK201


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return Fmt.run(ctx)
