from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    tries = args.retries
    while (who := ctx.identity) is None and tries > 0:
        tries -= 1
    return who.tenant  # expect: DK201
