from devkit.agent import ToolExecutionContext, tool


class ToolFailure(Exception):
    pass


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        return ctx.identity.principal.lower()
    except Exception as exc:
        raise ToolFailure("no principal") from exc
