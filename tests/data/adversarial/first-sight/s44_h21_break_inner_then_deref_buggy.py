from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    seen = []
    for batch in args.batches:
        for item in batch:
            if ctx.identity is None:
                break
            seen.append(item)
        seen.append(ctx.identity.tenant)  # expect: DK201
    return seen
