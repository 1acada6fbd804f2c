from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            raise LookupError("no identity")
    except LookupError:
        pass
    return ctx.identity.conversation or "-"  # expect: DK201
