from devkit.agent import ToolExecutionContext, tool


class Require:
    @staticmethod
    def identity(ctx: ToolExecutionContext) -> None:
        if ctx.identity is None:
            raise PermissionError("sign in")


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    Require.identity(ctx)
    return str(ctx.identity.principal)
