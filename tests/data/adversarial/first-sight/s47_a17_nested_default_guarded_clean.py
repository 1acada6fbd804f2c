from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Names the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str | None:
    def show(ident=ctx.identity):
        return ident.tenant if ident is not None else "-"

    return show()
