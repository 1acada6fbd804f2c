from devkit.agent import ToolExecutionContext, tool


class Fmt:
    @classmethod
    def run(cls, ctx: ToolExecutionContext) -> str:
        return ctx.run_id.upper()


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.run_id is None:
        return ""
    return Fmt.run(ctx)
