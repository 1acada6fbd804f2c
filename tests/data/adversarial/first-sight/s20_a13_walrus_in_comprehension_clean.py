from devkit.agent import ToolExecutionContext, tool


@tool(name="names", description="names")
def names(args: dict, ctx: ToolExecutionContext) -> list:
    if (ident := ctx.identity) is None:
        return []
    return [f"{ident.tenant}/{n}" for n in ("a", "b")]
