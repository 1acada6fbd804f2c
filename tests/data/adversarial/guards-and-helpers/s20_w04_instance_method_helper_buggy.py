from devkit.agent import ToolExecutionContext, tool


class Audit:
    def record(self, ctx: ToolExecutionContext) -> str:
        return ctx.identity.principal or ""  # expect: DK201


AUDIT = Audit()


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    return AUDIT.record(ctx)
