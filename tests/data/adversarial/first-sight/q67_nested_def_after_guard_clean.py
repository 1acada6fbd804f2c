from devkit.agent import ToolExecutionContext, tool


@tool(name="label", description="d")
def label(args: dict, ctx: ToolExecutionContext) -> list:
    if ctx.identity is None:
        return []

    def one(item: int) -> str:
        return f"{ctx.identity.tenant}:{item}"

    return [one(i) for i in range(3)]
