from devkit.agent import ToolExecutionContext, tool


def _tenant(c: ToolExecutionContext) -> str:
    return c.identity.tenant or ""


def _label(c: ToolExecutionContext) -> str:
    if c.identity is None:
        return "tenant:none"
    return "tenant:" + _tenant(c)


@tool(name="label", description="label")
def label(args: dict, ctx: ToolExecutionContext) -> str:
    return _label(ctx)
