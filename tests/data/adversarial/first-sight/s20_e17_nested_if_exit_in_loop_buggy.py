from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> list:
    out = []
    for n in range(3):
        if n == 0 and ctx.identity is None:
            continue
        out.append(ctx.identity.tenant)  # expect: DK201
    return out
