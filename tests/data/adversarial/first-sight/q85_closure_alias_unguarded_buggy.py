from devkit.agent import ToolExecutionContext, tool


@tool(name="label", description="d")
def label(args: dict, ctx: ToolExecutionContext) -> list:
    ident = ctx.identity

    def one(item: int) -> str:
        return f"{ident.tenant}:{item}"  # expect: DK201

    return [one(i) for i in range(3)]
