from devkit.agent import ToolExecutionContext


def describe(ctx: ToolExecutionContext | None = None) -> str:
    if ctx is None or ctx.identity is None:
        return "-"
    return str(ctx.identity.tenant)
