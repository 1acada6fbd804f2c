from devkit.agent import ToolExecutionContext, tool


class Lookups:
    @staticmethod
    def identity(ctx: ToolExecutionContext):
        return ctx.identity

    @staticmethod
    def tenant_of(ctx: ToolExecutionContext):
        return Lookups.identity(ctx)


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    return Lookups.tenant_of(ctx).tenant  # expect: DK201
