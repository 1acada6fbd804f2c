import devkit.agent as a


@a.tool(name="t", description="t")
def t(args: dict, context: a.ToolExecutionContext) -> str:
    return context.identity.tenant or ""  # expect: DK201
