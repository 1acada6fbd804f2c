from devkit.agent import ToolExecutionContext, tool


@tool(name="check", description="Checks a value.")
def check(args, ctx: ToolExecutionContext) -> str:
    try:
        assert ctx.identity is not None, "anonymous"
        value = float(args.value)
    except ValueError:
        value = None
    return f"{value}:{ctx.identity.tenant}"
