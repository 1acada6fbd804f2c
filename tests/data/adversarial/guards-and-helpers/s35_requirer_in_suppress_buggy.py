import contextlib

from devkit.agent import ToolExecutionContext, tool


def require_identity(ctx: ToolExecutionContext) -> None:
    with contextlib.suppress(PermissionError):
        if ctx.identity is None:
            raise PermissionError("who are you?")


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    require_identity(ctx)
    return ctx.identity.principal  # expect: DK201
