from devkit.agent import ToolExecutionContext, tool


@tool(name="scan", description="Scans rows.")
def scan(args, ctx: ToolExecutionContext) -> list:
    seen = []
    for row in args.rows:
        try:
            if ctx.identity is None:
                raise LookupError("anonymous")
            seen.append(args.index[row])
        except LookupError:
            seen.append(None)
        seen.append(ctx.identity.tenant)  # expect: DK201
    return seen
