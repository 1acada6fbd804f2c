from devkit.agent import ToolExecutionContext, tool


class Checks:
    @staticmethod
    def anonymous(ctx: ToolExecutionContext) -> bool:
        return ctx.identity is None or ctx.identity.principal is None


@tool(name="report", description="Reports usage.")
def report(args, ctx: ToolExecutionContext) -> str:
    try:
        if Checks.anonymous(ctx):
            raise PermissionError("anonymous")
        usage = args.meter.read()
    except TimeoutError:
        usage = -1
    return f"{ctx.identity.tenant}:{usage}"
