from devkit.agent import ToolExecutionContext, tool


@tool(name="names", description="d")
def names(args: dict, ctx: ToolExecutionContext) -> list:
    original = ctx
    ctx = args.get("job")
    label = ctx.label
    return [label, original.identity.tenant]  # expect: DK201
