from devkit.agent import ToolExecutionContext, tool


def warn(reason: str) -> None:
    print("warning:", reason)


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    if not ident:
        warn("no identity")
    return ident.conversation or ""  # expect: DK201
