from devkit.agent import ToolExecutionContext, tool


@tool(name="count", description="Counts rows.")
def count(args, ctx: ToolExecutionContext) -> str:
    try:
        total = len(args.rows[0])
        if ctx.identity is None:
            raise PermissionError("anonymous")
    except IndexError:
        total = 0
    return f"{ctx.identity.tenant}:{total}"  # expect: DK201
