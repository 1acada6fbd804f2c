from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
async def t(args: dict, ctx: ToolExecutionContext) -> list:
    ident = ctx.identity
    if ident is None:
        return []

    def fmt(item: str, who=ident) -> str:
        return f"{who.tenant}:{item}"

    return [fmt(i) for i in ("a", "b")]
