from devkit.agent import ToolExecutionContext, tool


def _principal(*, context):
    return context.identity.principal


@tool(name="principal", description="Names the principal.")
def principal(args, ctx: ToolExecutionContext) -> str | None:
    if not ctx.identity:
        return None
    return _principal(**{"context": ctx})
