from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    if ctx.identity is None:
        return []
    ranked = sorted(args.items, key=lambda item, ident=ctx.identity: item.startswith(ident.tenant.lower()))  # expect: DK201
    return ranked
