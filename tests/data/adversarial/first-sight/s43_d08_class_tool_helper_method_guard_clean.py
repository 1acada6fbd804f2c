from devkit.agent import Tool, ToolExecutionContext


class Who(Tool):
    name = "who"

    def execute(self, args, ctx: ToolExecutionContext) -> str:
        ident = self._ident(ctx)
        return ident.principal or "-"

    def _ident(self, ctx: ToolExecutionContext):
        if ctx.identity is None:
            raise PermissionError("anonymous")
        return ctx.identity
