from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
async def t(args: dict, ctx: ToolExecutionContext) -> list:
    def fmt(item: str) -> str:
        return f"{ctx.identity.tenant}:{item}"  # expect: DK201

    return [fmt(i) for i in ("a", "b")]
