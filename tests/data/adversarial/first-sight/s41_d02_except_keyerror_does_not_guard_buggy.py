from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        who = ctx.identity.principal.upper()  # expect: DK201
    except KeyError:
        who = "nobody"
    return who
