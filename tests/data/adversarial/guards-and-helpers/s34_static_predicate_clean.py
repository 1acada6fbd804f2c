from devkit.agent import ToolExecutionContext, tool


class Checks:
    @staticmethod
    def has_identity(ctx: ToolExecutionContext) -> bool:
        if ctx.identity is None:
            return False
        return True


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    if Checks.has_identity(ctx):
        return ctx.identity.tenant
    return "anonymous"
