from devkit.agent import ToolExecutionContext, tool


@tool(name="star", description="Takes its context by keyword.")
def star(*values: int, ctx: ToolExecutionContext) -> str:
    return f"{sum(values)}:{ctx.identity.tenant}"  # expect: DK201
