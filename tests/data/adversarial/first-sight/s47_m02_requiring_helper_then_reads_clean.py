from devkit.agent import ToolExecutionContext, tool


def _require_identity(ctx: ToolExecutionContext) -> None:
    if ctx.identity is None:
        raise PermissionError("an identity is required")


@tool(name="principal", description="Names the principal.")
def principal(args, ctx: ToolExecutionContext) -> str:
    _require_identity(ctx)
    return f"{ctx.identity.tenant}/{ctx.identity.principal}"


@tool(name="conversation", description="Names the conversation.")
def conversation(args, ctx: ToolExecutionContext) -> str:
    _require_identity(ctx)
    return str(ctx.identity.conversation)
