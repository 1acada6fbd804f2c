from devkit.agent import ToolExecutionContext, tool


class Missing(Exception):
    pass


def need(value):
    if value is None:
        raise Missing("missing")
    return value


@tool(name="t", description="t")
async def t(args: dict, ctx: ToolExecutionContext) -> str:
    try:
        need(ctx.identity)
    except Missing:
        return "none"
    else:
        return str(ctx.identity.tenant)  # expect: DK201
