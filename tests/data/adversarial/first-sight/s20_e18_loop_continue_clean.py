from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> list:
    out = []
    for n in range(3):
        if ctx.identity is None:
            continue
        out.append(ctx.identity.tenant)
    return out
