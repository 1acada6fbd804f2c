from devkit.agent import ToolExecutionContext, tool


def _principal(*, context):
    return context.identity.principal  # expect: DK201


@tool(name="principal", description="Names the principal.")
def principal(args, ctx: ToolExecutionContext) -> str | None:
    return _principal(**{"context": ctx})
