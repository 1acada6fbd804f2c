from devkit.agent import ToolExecutionContext, tool


class Checks:
    @staticmethod
    def has_run(ctx: ToolExecutionContext) -> bool:
        return ctx.run_id is not None


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if not Checks.has_run(ctx):
        return ""
    return ctx.run_id.upper()
