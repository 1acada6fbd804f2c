from devkit.agent import ToolExecutionContext, tool


@tool(name="first", description="Finds the first matching row.")
def first(args, ctx: ToolExecutionContext) -> str:
    for row in args.rows:
        if ctx.identity is None:
            break
        if row.owner == ctx.identity.principal:
            return row.name
    else:
        return "none"
    return ctx.identity.tenant  # expect: DK201
