from devkit.agent import ToolExecutionContext, tool


@tool(name="both", description="Needs identity and signal.")
def both(args, ctx: ToolExecutionContext) -> str:
    if all(part is not None for part in (ctx.identity, ctx.signal)):
        return ctx.identity.tenant or "-"  # expect: DK201
    return "missing"
