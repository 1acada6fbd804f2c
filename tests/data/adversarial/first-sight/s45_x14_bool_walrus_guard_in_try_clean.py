from devkit.agent import ToolExecutionContext, tool


@tool(name="count", description="Counts rows.")
def count(args, ctx: ToolExecutionContext) -> str:
    try:
        if not bool(who := ctx.identity):
            raise PermissionError("anonymous")
        total = len(args.rows[0])
    except IndexError:
        total = 0
    return f"{who.tenant}:{total}"
